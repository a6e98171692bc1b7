import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/create-database';
import type { Database, DocumentsTable } from '../../db/schema';
import type { AnalysisFailureCode } from './analysis-failure';
import type { LabReport } from './understand/parse-lab-report';
import { storeUnmatchedLines } from '../results/stored-unmatched-lines';

/** What a finished document's row keeps of its reading. */
export type DocumentOutcome = Pick<LabReport, 'document_type' | 'report_date' | 'unmatched'>;

/**
 * The documents as work items. Claims are atomic: on PostgreSQL `FOR UPDATE SKIP LOCKED` keeps
 * two workers off one document; SQLite serialises writers, so the same statement suffices.
 */
export function createDocumentJobsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /**
     * Takes a document that is waiting (or whose worker's claim has run out), marks it
     * `processing` until `claimedUntil` and counts the attempt. Undefined when none is ready.
     *
     * Fair across people: only a person's oldest ready document is a candidate, and only while
     * fewer than `maxInFlightPerPerson` of theirs are in analysis; of the candidates, the person
     * whose latest claim is oldest (or who has none) goes first. One person's queue of slow
     * documents thus delays another's by at most the one in analysis. Two workers claiming at
     * once on PostgreSQL cannot both take one person's documents: the second skips the first's
     * locked document, and the one after it is not the oldest ready one yet.
     */
    async claimNext(
      now: number,
      claimedUntil: number,
      limits: { maxAttempts: number; maxInFlightPerPerson: number },
    ) {
      const lock = kind === 'postgres' ? sql`for update skip locked` : sql``;
      const ready = (alias: string) => sql`
        ${sql.ref(`${alias}.status`)} in ('pending', 'processing')
        and (${sql.ref(`${alias}.claimed_until`)} is null or ${sql.ref(`${alias}.claimed_until`)} <= ${now})
        and ${sql.ref(`${alias}.attempts`)} < ${limits.maxAttempts}`;
      const claimed = await sql<DocumentsTable>`
        update documents
           set status = 'processing', attempts = attempts + 1,
               claimed_until = ${claimedUntil}, claimed_at = ${now}, updated_at = ${now}
         where id = (
           select waiting.id from documents waiting
            where ${ready('waiting')}
              and not exists (
                select 1 from documents older
                 where older.user_id = waiting.user_id
                   and ${ready('older')}
                   and (older.created_at < waiting.created_at
                        or (older.created_at = waiting.created_at and older.id < waiting.id)))
              and (select count(*) from documents busy
                    where busy.user_id = waiting.user_id
                      and busy.status = 'processing'
                      and busy.claimed_until > ${now}) < ${limits.maxInFlightPerPerson}
            order by coalesce(
                       (select max(latest.claimed_at) from documents latest
                         where latest.user_id = waiting.user_id), -1),
                     waiting.created_at, waiting.id
            limit 1
            ${lock}
         )
        returning *`.execute(db);
      return claimed.rows[0];
    },

    /**
     * Extends a claim that is still this try's: `attempts` tells it from a newer claim by another
     * worker (each claim counts one more), which is left alone.
     */
    async renewClaim(id: string, attempts: number, claimedUntil: number): Promise<void> {
      await db
        .updateTable('documents')
        .set({ claimed_until: claimedUntil })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .where('attempts', '=', attempts)
        .execute();
    },

    /** Documents whose last allowed try was cut off (its worker died): given up with a reason. */
    async failAbandoned(
      now: number,
      maxAttempts: number,
      reason: AnalysisFailureCode,
    ): Promise<number> {
      const failed = await db
        .updateTable('documents')
        .set({ status: 'failed', error: reason, claimed_until: null, updated_at: now })
        .where('status', 'in', ['pending', 'processing'])
        .where('attempts', '>=', maxAttempts)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .executeTakeFirst();
      return Number(failed.numUpdatedRows);
    },

    /**
     * The analysis written: the document `done` with its type, date and unmatched lines. False
     * when the document was deleted meanwhile.
     */
    async finish(id: string, report: DocumentOutcome, now: number): Promise<boolean> {
      const updated = await db
        .updateTable('documents')
        .set({
          status: 'done',
          document_type: report.document_type,
          report_date: report.report_date,
          error: null,
          unmatched: storeUnmatchedLines(report.unmatched),
          claimed_until: null,
          updated_at: now,
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    /** Whom to tell that this person's document is analysed, and its name; undefined once deleted. */
    findMailRecipient(
      userId: string,
      documentId: string,
    ): Promise<{ email: string | null; language: string; display_name: string } | undefined> {
      return db
        .selectFrom('documents')
        .innerJoin('users', 'users.id', 'documents.user_id')
        .select(['users.email', 'users.language', 'documents.display_name'])
        .where('documents.user_id', '=', userId)
        .where('documents.id', '=', documentId)
        .executeTakeFirst();
    },

    /**
     * One of the person's documents queued to be analysed again, as an upload queues a new one:
     * waiting, unclaimed, its tries counted afresh; its results stay until the new analysis
     * replaces them. False when it is not theirs or its analysis is still under way.
     */
    async analyseAgain(userId: string, id: string, now: number): Promise<boolean> {
      const updated = await db
        .updateTable('documents')
        .set({ status: 'pending', attempts: 0, claimed_until: null, error: null, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('status', 'in', ['done', 'failed'])
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },

    /** Back to waiting until `retryAt`, remembering why this try failed. */
    async retryLater(
      id: string,
      retryAt: number,
      reason: AnalysisFailureCode,
      now: number,
    ): Promise<void> {
      await db
        .updateTable('documents')
        .set({ status: 'pending', claimed_until: retryAt, error: reason, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .execute();
    },

    async fail(id: string, reason: AnalysisFailureCode, now: number): Promise<void> {
      await db
        .updateTable('documents')
        .set({ status: 'failed', claimed_until: null, error: reason, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type DocumentJobsRepository = ReturnType<typeof createDocumentJobsRepository>;
