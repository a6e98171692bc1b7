import { FILE_MESSAGES } from '@labtrail/contract/documents';

/** Messages of the documents API that a person may read. */
export const DOCUMENT_MESSAGES = {
  notPdf: FILE_MESSAGES.notPdf,
  tooLarge: FILE_MESSAGES.tooLarge,
  missingFile: "Please send one PDF file in the form field 'other'",
  notFound: 'Document not found',
  storageFull: (quotaMegabytes: number) =>
    `Your documents use all of your storage (${String(quotaMegabytes)} MB). ` +
    'Delete some documents to upload more.',
  doesNotFit: (quotaMegabytes: number) =>
    'This file is larger than the storage you have left ' +
    `(${String(quotaMegabytes)} MB in all). Delete some documents to upload it.`,
  tooManyDocuments: (quotaCount: number) =>
    `You have reached the limit of ${quotaCount === 1 ? '1 document' : `${String(quotaCount)} documents`}. ` +
    'Delete some documents to upload more.',
  tooManyUploads: (minutes: number) =>
    'You have uploaded many documents in a short time. ' +
    `Please try again in ${minutes === 1 ? '1 minute' : `${String(minutes)} minutes`}.`,
  tooManyReanalyses: (minutes: number) =>
    'You have asked for many documents to be analysed again in a short time. ' +
    `Please try again in ${minutes === 1 ? '1 minute' : `${String(minutes)} minutes`}.`,
  lowOnSpace: 'The server is low on storage space. Please try again later.',
} as const;
