import Type from 'typebox';

/** A PDF may be at most 25 MB (spec §5, §9). */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/** The file rules' messages (spec §5), the same in the browser and on the server. */
export const FILE_MESSAGES = {
  notPdf: 'File must be a PDF',
  tooLarge: 'File exceeds 25MB limit',
  valid: 'Uploading...',
} as const;

/** The message for a file that cannot be uploaded, judged by its declared type and size. */
export function fileProblem(file: { type: string; size: number }): string | undefined {
  if (file.type !== 'application/pdf') return FILE_MESSAGES.notPdf;
  if (file.size > UPLOAD_MAX_BYTES) return FILE_MESSAGES.tooLarge;
  return undefined;
}

/** The spec's eight document types (§3), in the order a new category's id follows. */
export const DOCUMENT_TYPES = [
  'genetics',
  'medical_history',
  'family_medical_history',
  'lab_non_blood',
  'imaging',
  'screening',
  'blood_work',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DocumentStatus = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('processing'),
    Type.Literal('done'),
    Type.Literal('failed'),
  ],
  { description: 'pending → processing → done | failed: where the document’s analysis stands' },
);
export type DocumentStatus = Type.Static<typeof DocumentStatus>;

export const DocumentSummary = Type.Object(
  {
    user_document_id: Type.String(),
    display_name: Type.String(),
    report_date: Type.String({ description: 'YYYY-MM-DD: the report’s date, else the upload’s' }),
    status: DocumentStatus,
    error: Type.Union([Type.String(), Type.Null()], {
      description: 'Why the analysis failed, for the person',
    }),
  },
  { title: 'DocumentSummary', additionalProperties: false },
);
export type DocumentSummary = Type.Static<typeof DocumentSummary>;

export const DocumentCategory = Type.Object(
  {
    document_type_id: Type.Integer(),
    document_type: Type.Union([
      Type.Literal('genetics'),
      Type.Literal('medical_history'),
      Type.Literal('family_medical_history'),
      Type.Literal('lab_non_blood'),
      Type.Literal('imaging'),
      Type.Literal('screening'),
      Type.Literal('blood_work'),
      Type.Literal('other'),
    ]),
    document_name: Type.String({ description: 'The type’s name for people' }),
    documents: Type.Array(DocumentSummary),
  },
  { title: 'DocumentCategory', additionalProperties: false },
);
export type DocumentCategory = Type.Static<typeof DocumentCategory>;

/** `GET /v1/user/documents`: the types holding documents, newest first, each newest first. */
export const DocumentsResponse = Type.Array(DocumentCategory, { title: 'DocumentsResponse' });
export type DocumentsResponse = Type.Static<typeof DocumentsResponse>;

export const UploadDocumentResponse = Type.Object(
  { success: Type.Literal(true), user_document_id: Type.String() },
  { title: 'UploadDocumentResponse', additionalProperties: false },
);
export type UploadDocumentResponse = Type.Static<typeof UploadDocumentResponse>;

export const DocumentIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
