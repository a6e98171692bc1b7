import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/create-database';
import type { Database } from '../../db/schema';
import type { Job } from '../../jobs/job-kinds';
import type { Mailer } from '../../mail/mailer';
import { analysisReadyMail } from './analysis-mail';
import { createDocumentJobsRepository } from './document-jobs-repository';

/**
 * Runs the `analysis-mail` jobs: "Your analysis is ready" to the person's e-mail address, in
 * their language. A person without one (signed in by phone), or whose document is gone, gets
 * none. A mail server that refuses throws, so the job is tried again.
 */
export function createAnalysisMailHandler(deps: {
  db: Kysely<Database>;
  kind: DatabaseKind;
  mailer: Mailer;
  /** Where the e-mail's link leads. */
  appUrl: string;
}): (job: Job<'analysis-mail'>) => Promise<void> {
  const documents = createDocumentJobsRepository(deps.db, deps.kind);
  return async (job) => {
    const recipient = await documents.findMailRecipient(job.userId, job.payload.documentId);
    if (recipient?.email === null || recipient === undefined) return;
    await deps.mailer.send(
      analysisReadyMail({
        to: recipient.email,
        language: recipient.language === 'de' ? 'de' : 'us',
        documentName: recipient.display_name,
        results: job.payload.results,
        appUrl: deps.appUrl,
      }),
    );
  };
}
