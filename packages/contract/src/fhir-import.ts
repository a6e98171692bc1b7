import Type from 'typebox';

/** The multipart field the web app sends a FHIR file in. */
export const FHIR_FILE_FIELD = 'file';

/**
 * The largest FHIR file an import takes. A JSON file is read whole, so this bounds the memory and
 * the parse. An export of 5,000 values (the most one import adds) with reference ranges and
 * interpretations is 3.9 MB written compactly and 7.7 MB pretty-printed, as portals often write
 * it: the size never refuses a file the value cap would take.
 */
export const FHIR_IMPORT_MAX_MEGABYTES = 10;
export const FHIR_IMPORT_MAX_BYTES = FHIR_IMPORT_MAX_MEGABYTES * 1024 * 1024;

/** What a file picker offers for a FHIR import. */
export const FHIR_FILE_ACCEPT = '.json,application/json,application/fhir+json';

/** The FHIR import's messages, the same in the browser and on the server. */
export const FHIR_IMPORT_MESSAGES = {
  notFhir: 'File must be a FHIR Bundle, Observation or DiagnosticReport in JSON',
  tooLarge: `The file is larger than ${String(FHIR_IMPORT_MAX_MEGABYTES)} MB. Please export a shorter period and import each file on its own.`,
  missingFile: `Please send one FHIR JSON file in the form field '${FHIR_FILE_FIELD}'`,
  alreadyImported: (date: string) => `This file was already imported on ${date}`,
} as const;

const JSON_TYPES = new Set(['', 'application/json', 'application/fhir+json', 'text/json']);

/**
 * The message for a file that cannot be imported, judged by its declared type, name and size; the
 * server reads what it really is.
 */
export function fhirFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | undefined {
  if (!JSON_TYPES.has(file.type) && !/\.json$/iu.test(file.name))
    return FHIR_IMPORT_MESSAGES.notFhir;
  if (file.size > FHIR_IMPORT_MAX_BYTES) return FHIR_IMPORT_MESSAGES.tooLarge;
  return undefined;
}

/** `POST /v1/user/import/fhir`: the file is kept as a document and read in the background. */
export const FhirImportResponse = Type.Object(
  { success: Type.Literal(true), user_document_id: Type.String() },
  { title: 'FhirImportResponse', additionalProperties: false },
);
export type FhirImportResponse = Type.Static<typeof FhirImportResponse>;
