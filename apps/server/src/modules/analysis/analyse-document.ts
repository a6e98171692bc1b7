import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database, DocumentsTable } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { BlobStore } from '../../storage/blob-store';
import { analysisReadyMail } from './analysis-mail';
import type { AnalysePdf } from './analyse-pdf';
import { ANALYSIS_LIMITS } from './analysis-rules';
import { writeDocumentResults } from './write-document-results';

export interface AnalyseDocumentDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  analyse: AnalysePdf;
  /** Where the e-mail's link leads. */
  appUrl: string;
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Analyses one claimed document.
 *
 * Always holds: a document's results are exactly those of its latest successful analysis,
 * written in one transaction with the summary; a document deleted meanwhile gets none; the
 * person is mailed once for each analysis that wrote results. Throws when this try failed; the
 * worker decides whether to try again.
 */
export async function analyseDocument(
  deps: AnalyseDocumentDeps,
  document: DocumentsTable,
): Promise<void> {
  const bytes = await readAll(await deps.blobs.read(document.blob_key));
  const report = await deps.analyse(bytes, AbortSignal.timeout(ANALYSIS_LIMITS.timeoutMs));
  const written = await writeDocumentResults({ db: deps.db, clock: deps.clock }, document, report);
  if (!written) return;
  deps.log.info(
    { document: document.id, results: report.results.length, unmatched: report.unmatched.length },
    'document analysed',
  );
  const person = await deps.db
    .selectFrom('users')
    .select(['email', 'language'])
    .where('id', '=', document.user_id)
    .executeTakeFirst();
  if (person?.email === null || person?.email === undefined) return;
  await deps.mailer
    .send(
      analysisReadyMail({
        to: person.email,
        language: person.language === 'de' ? 'de' : 'us',
        documentName: document.display_name,
        results: report.results.length,
        appUrl: deps.appUrl,
      }),
    )
    .catch((error: unknown) => {
      // The values are saved; a mail that cannot go out must not undo or repeat the analysis.
      deps.log.warn({ err: error, document: document.id }, 'analysis mail could not be sent');
    });
}
