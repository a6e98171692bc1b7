import { FILE_MESSAGES } from '@labtrail/contract/documents';

/** Messages of the documents API that a person may read. */
export const DOCUMENT_MESSAGES = {
  notPdf: FILE_MESSAGES.notPdf,
  tooLarge: FILE_MESSAGES.tooLarge,
  missingFile: "Please send one PDF file in the form field 'other'",
  notFound: 'Document not found',
} as const;
