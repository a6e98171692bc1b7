import crypto from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FHIR_IMPORT_MAX_BYTES,
  FHIR_IMPORT_MAX_MEGABYTES,
  FHIR_IMPORT_MESSAGES,
} from '@labtrail/contract/fhir-import';
import { DomainError } from '../../domain-error';
import type { UploadDeps } from '../documents/admit-upload';
import { createDocumentsRepository } from '../documents/documents-repository';
import { keepStoredDocument } from '../documents/receive-upload';
import { safeDisplayName } from '../documents/safe-file-name';
import { testDateWindow } from '../biomarkers/test-date-rule';
import { createProfileRepository } from '../profile/profile-repository';
import { limitSize } from '../documents/upload-guards';
import { createResultsRepository } from '../results/results-repository';
import { fitsResultLimit, tooManyResults, tooManyValues } from '../results/result-limits';
import type { ResultLimits } from '../results/result-limits';
import { parseFhirFile } from './fhir-resources';
import { readFhirImport } from './read-fhir-import';

function tooLarge(): DomainError {
  return new DomainError('fhir_too_large', FHIR_IMPORT_MESSAGES.tooLarge, {
    params: { megabytes: FHIR_IMPORT_MAX_MEGABYTES },
  });
}

/** A FHIR file is read whole (JSON has no end before its last byte); the size limit bounds it. */
async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    stream,
    limitSize(FHIR_IMPORT_MAX_BYTES, tooLarge),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks);
}

/** The file's name without its `.json` ending; 'FHIR import' for a file without a usable name. */
function displayNameOf(fileName: string | undefined): string {
  const name = safeDisplayName(fileName?.replace(/\.json$/iu, ''));
  return fileName === undefined || name === 'Document' ? 'FHIR import' : name;
}

/**
 * Checks an uploaded FHIR file and keeps it as one of the person's documents, `pending` for the
 * worker, which reads its results (analyseDocument). Refused, with nothing stored: a file over the
 * size limit, no JSON or no FHIR Bundle, Observation or DiagnosticReport, more values than one
 * import may add or than the person has room for (the analysis counts again when it writes them),
 * a file the person imported before (the same bytes), or one their quota has no room for.
 */
export async function receiveFhirImport(
  deps: UploadDeps & { resultLimits: ResultLimits },
  userId: string,
  upload: { fileName: string | undefined; stream: Readable },
): Promise<string> {
  const bytes = await readWhole(upload.stream);
  const file = parseFhirFile(bytes);
  if (file === undefined) throw new DomainError('not_fhir', FHIR_IMPORT_MESSAGES.notFhir);
  const { birth_year } = await createProfileRepository(deps.db).findProfile(userId);
  const reading = readFhirImport(file, testDateWindow(deps.clock.now(), birth_year));
  const adding = reading.results.length;
  if (adding > deps.resultLimits.valuesPerImport) throw tooManyValues(deps.resultLimits);
  const held = await createResultsRepository(deps.db).countResults(userId);
  if (!fitsResultLimit(deps.resultLimits, { held, adding }))
    throw tooManyResults(deps.resultLimits);
  const documents = createDocumentsRepository(deps.db);
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const earlier = await documents.findDocumentBySha256(userId, sha256);
  if (earlier !== undefined) {
    const date = new Date(earlier.created_at).toISOString().slice(0, 10);
    throw new DomainError('already_imported', FHIR_IMPORT_MESSAGES.alreadyImported(date), {
      params: { date },
    });
  }
  const blobKey = crypto.randomUUID();
  const stored = await deps.blobs.write(blobKey, Readable.from([bytes]));
  return keepStoredDocument(
    deps,
    userId,
    { blobKey, size: stored.size, sha256: stored.sha256 },
    {
      displayName: displayNameOf(upload.fileName),
      documentType: 'blood_work',
      reportDate: reading.reportDate,
      contentKind: 'fhir',
    },
  );
}
