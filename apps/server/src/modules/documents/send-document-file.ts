import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import Type from 'typebox';
import type { DocumentsTable } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';

/** The file itself: a stream, which Fastify sends as it is. */
export const FileBytes = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });

/** How each kind of document is handed back. */
const FILE_FORMATS = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  fhir: { contentType: 'application/fhir+json', extension: 'json' },
} as const;

export const DOCUMENT_FILE_TYPES = Object.values(FILE_FORMATS).map((format) => format.contentType);

/**
 * Sends a document's file as a download no browser runs as a page of this origin: its own type,
 * no sniffing, a sandbox, and kept by no cache.
 */
export async function sendDocumentFile(
  reply: FastifyReply,
  blobs: BlobStore,
  document: DocumentsTable,
): Promise<FastifyReply> {
  const bytes = await blobs.read(document.blob_key);
  const { contentType, extension } = FILE_FORMATS[document.content_kind];
  return reply
    .header('content-type', contentType)
    .header('content-length', String(document.size))
    .header('content-disposition', `attachment; filename="document-${document.id}.${extension}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
