import type { FhirDocumentReference, FhirReference } from '@labtrail/contract/fhir-export';
import type { DocumentsTable } from '../../db/schema';
import { resourceUuid } from './entry-urn';
import type { ExportContext } from './export-context';

/** An uploaded PDF with its bytes, tied to the DiagnosticReport read from it when there is one. */
export function documentReferenceOf(
  document: DocumentsTable,
  bytes: Buffer,
  report: FhirReference | undefined,
  context: ExportContext,
): FhirDocumentReference {
  const uploaded = new Date(document.created_at).toISOString();
  return {
    resourceType: 'DocumentReference',
    id: resourceUuid('DocumentReference', document.id),
    status: 'current',
    subject: context.patient,
    date: uploaded,
    description: context.messages.documentDescription(document.display_name),
    content: [
      {
        attachment: {
          contentType: 'application/pdf',
          data: bytes.toString('base64'),
          title: document.display_name,
          size: bytes.length,
          creation: uploaded,
        },
      },
    ],
    ...(report === undefined ? {} : { context: { related: [report] } }),
  };
}
