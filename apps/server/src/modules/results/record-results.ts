import type { CorrectResultRequest, Provenance } from '@labtrail/contract/review';
import { REVIEW_MESSAGES } from '@labtrail/contract/review';
import crypto from 'node:crypto';
import type { NewHistoryEntry } from '@labtrail/contract/biomarkers';
import {
  datePart,
  TEST_ENTRY_MESSAGES,
  testDateProblem,
  testValueProblem,
} from '@labtrail/contract/test-entry';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database, ResultsTable } from '../../db/schema';
import { DomainError } from '../../domain-error';
import type { Comparator } from '../biomarkers/assess-value';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { admitValue } from '../biomarkers/units/admit-value';
import type { PersonalProfile } from '@labtrail/contract/profile';
import { createProfileRepository } from '../profile/profile-repository';
import {
  applyCorrection,
  applyResultChanges,
  foldResultChanges,
  keepFlags,
} from './fold-result-changes';
import { readCorrection } from './read-correction';
import { refuseAdmission } from './refuse-admission';
import { createResultChangesRepository } from './result-changes-repository';
import { changeOfResult, readSnapshot, resultFromSnapshot, snapshotOf } from './result-snapshot';
import { testDateWindow } from '../biomarkers/test-date-rule';
import { admitTestDate } from './admit-test-date';
import { RESULT_MESSAGES } from './messages';
import { fitsResultLimit, tooManyResults, tooManyValues } from './result-limits';
import type { ResultLimits } from './result-limits';
import { createResultsRepository } from './results-repository';
import type { ResultsRepository } from './results-repository';

/** A value to store, already in the catalogue's unit, with what was printed or entered. */
export interface NewResult {
  biomarkerId: number;
  /** In the biomarker's catalogue unit. */
  value: number;
  originalValue: number;
  originalUnit: string;
  comparator: Comparator;
  /** The word a qualitative result was printed as ('Reactive'); absent for measurements. */
  valueText?: string | null;
  /** YYYY-MM-DD. */
  testDate: string;
  /** Why the person marked it inaccurate, when a file they import says so; absent otherwise. */
  flagCause?: string | null;
  /** Where in its document the value is printed; absent for values entered by hand. */
  provenance?: Provenance | null;
}

/** Where results come from: typed in by the person, or read from one of their documents. */
type Source = { kind: 'manual' } | { kind: 'document'; documentId: string };

/**
 * A value entered by hand, checked and converted; a bad one is refused with the spec's text. Without
 * a unit it is in the unit the person's unit system shows them (issue 34: the spec's call carries
 * none), and a value no lab can report is refused naming the limits, as the reader refuses it; a
 * date outside the test date rule (the future, before 1900 or the person's birth) is refused too.
 */
function readEntry(entry: NewHistoryEntry, now: number, person: PersonalProfile): NewResult {
  const biomarker = findBiomarker(entry.biomarker_id);
  if (biomarker === undefined)
    throw new DomainError('unknown_biomarker', RESULT_MESSAGES.unknownBiomarker);
  const valueProblem = testValueProblem(entry.value);
  if (valueProblem !== undefined) throw new DomainError('invalid_test_entry', valueProblem);
  const dateProblem = testDateProblem(entry.test_date);
  if (dateProblem !== undefined || entry.test_date === null)
    throw new DomainError('invalid_test_entry', dateProblem ?? TEST_ENTRY_MESSAGES.dateRequired);
  const testDate = datePart(entry.test_date.trim());
  admitTestDate(testDate, testDateWindow(now, person.birth_year));
  const original = Number(entry.value);
  const admitted = admitValue({
    biomarker,
    value: original,
    unit: entry.unit,
    unitSystem: person.unit_system,
  });
  if ('problem' in admitted) throw refuseAdmission(admitted.problem, RESULT_MESSAGES.unknownUnit);
  return {
    biomarkerId: biomarker.id,
    value: admitted.canonical,
    originalValue: original,
    originalUnit: admitted.unit,
    comparator: null,
    testDate,
  };
}

function toRow(userId: string, result: NewResult, source: Source, now: number): ResultsTable {
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    biomarker_id: result.biomarkerId,
    value: result.value,
    original_value: result.originalValue,
    original_unit: result.originalUnit,
    comparator: result.comparator,
    value_text: result.valueText ?? null,
    test_date: result.testDate,
    source: source.kind,
    document_id: source.kind === 'document' ? source.documentId : null,
    flag_cause: result.flagCause ?? null,
    flagged_at: (result.flagCause ?? null) === null ? null : now,
    provenance: result.provenance == null ? null : JSON.stringify(result.provenance),
    created_at: now,
  };
}

/** What makes two results the same value: the biomarker, the day, the value, its bound and word. */
function sameValueKey(
  result: Pick<ResultsTable, 'biomarker_id' | 'test_date' | 'value' | 'comparator' | 'value_text'>,
): string {
  return [
    result.biomarker_id,
    result.test_date,
    result.value,
    result.comparator ?? '',
    result.value_text ?? '',
  ].join('|');
}

function withoutKnown(rows: readonly ResultsTable[], known: readonly ResultsTable[]) {
  const keys = new Set(known.map(sameValueKey));
  return rows.filter((row) => !keys.has(sameValueKey(row)));
}

/** One of the values a document gave, named by the document and the result. */
interface DocumentResult {
  documentId: string;
  resultId: string;
}

async function findDocumentResult(
  results: ResultsRepository,
  userId: string,
  target: DocumentResult,
): Promise<ResultsTable> {
  const result = await results.findDocumentResult(userId, target.documentId, target.resultId);
  if (result === undefined)
    throw new DomainError('result_not_found', REVIEW_MESSAGES.resultNotFound);
  return result;
}

/** A reason as the person wrote it, or null when they wrote none. */
function reasonOf(reason: string | undefined): string | null {
  const trimmed = reason?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Rewrites a person's summary inside the transaction of the change that caused it (decision
 * 0009). The app hands it to the owners of results and of the profile, so the records never
 * import the analysis that reads them.
 */
export type RewriteSummary = (
  trx: Kysely<Database>,
  change: { userId: string; now: number },
) => Promise<void>;

export interface ResultsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Rewrites the summary in the transaction of each change. */
  rewriteSummary: RewriteSummary;
  /** Told once after each change to a person's results has committed. */
  onResultsChanged: (userId: string) => void;
  /** Values per import and results per person (MAX_VALUES_PER_IMPORT, MAX_RESULTS_PER_PERSON). */
  limits: ResultLimits;
}

/**
 * The one owner of writes to a person's results. Every change runs in one transaction that
 * first takes the person's lock, then writes through the repository, then rewrites the summary
 * from the results as they now stand; the "results changed" event follows the commit.
 */
export function createResultsService(deps: ResultsServiceDeps) {
  /** Runs `write`; undefined from it means nothing changed, and nothing more is written. */
  async function change<T>(
    userId: string,
    write: (trx: Kysely<Database>) => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const results = createResultsRepository(trx);
      await results.lockPerson(userId);
      const written = await write(trx);
      if (written === undefined) return undefined;
      await deps.rewriteSummary(trx, { userId, now: deps.clock.now() });
      return written;
    });
    if (outcome !== undefined) deps.onResultsChanged(userId);
    return outcome;
  }

  /**
   * Refuses a write that would take the person past the results one person may keep. Counted
   * under the person's lock, so two writes at once cannot both fit into the last room.
   */
  async function admit(
    trx: Kysely<Database>,
    userId: string,
    change: { adding: number; leaving?: number },
  ): Promise<void> {
    const held = await createResultsRepository(trx).countResults(userId);
    if (!fitsResultLimit(deps.limits, { held, ...change })) throw tooManyResults(deps.limits);
  }

  return {
    /** Values entered by hand: all of them or, when one is invalid, none. Answers their ids. */
    async addEntries(userId: string, entries: readonly NewHistoryEntry[]): Promise<string[]> {
      const now = deps.clock.now();
      const person = await createProfileRepository(deps.db).findProfile(userId);
      const rows = entries.map((entry) =>
        toRow(userId, readEntry(entry, now, person), { kind: 'manual' }, now),
      );
      await change(userId, async (trx) => {
        await admit(trx, userId, { adding: rows.length });
        await createResultsRepository(trx).insertResults(rows);
        return rows;
      });
      return rows.map((row) => row.id);
    },

    /**
     * Values imported from a file, those not in the person's history yet: `choose` picks them from
     * the results as they stand under the person's lock, so two imports of one file at once add
     * it once. More than one import may add is refused whole, as is more than the person may
     * keep. Answers how many were added.
     */
    async addImportedResults(
      userId: string,
      choose: (existing: readonly ResultsTable[]) => readonly NewResult[],
    ): Promise<number> {
      const now = deps.clock.now();
      const added = await change(userId, async (trx) => {
        const repository = createResultsRepository(trx);
        const rows = choose(await repository.listResults(userId)).map((result) =>
          toRow(userId, result, { kind: 'manual' }, now),
        );
        if (rows.length === 0) return undefined;
        if (rows.length > deps.limits.valuesPerImport) throw tooManyValues(deps.limits);
        await admit(trx, userId, { adding: rows.length });
        await repository.insertResults(rows);
        return rows.length;
      });
      return added ?? 0;
    },

    /**
     * What a document's analysis found: its earlier results replaced (so a retry never doubles a
     * value) by these. `markDone` writes the document's own state in the same transaction, told
     * how many results are written, and answers false when the document was deleted meanwhile:
     * nothing is written then. With `skipKnown`, a result the person already has from another
     * source (the same biomarker, day, value, bound and word) is not written again: an imported
     * record repeats what an earlier import or report gave. The person's corrections and
     * dismissals of the document's rows, and their flags on its earlier results, are applied to
     * the rows they name (decision 0013), so they survive a new analysis of the same file. Values
     * that would take the person past the results one person may keep are refused whole
     * (`too_many_results`), and nothing is written.
     */
    async recordDocumentResults(
      document: { id: string; userId: string },
      results: readonly NewResult[],
      markDone: (trx: Kysely<Database>, written: number) => Promise<boolean>,
      options: { skipKnown: boolean } = { skipKnown: false },
    ): Promise<boolean> {
      const now = deps.clock.now();
      const source: Source = { kind: 'document', documentId: document.id };
      const rows = results.map((result) => toRow(document.userId, result, source, now));
      const written = await change(document.userId, async (trx) => {
        const repository = createResultsRepository(trx);
        const changes = await createResultChangesRepository(trx).listDocumentChanges(
          document.userId,
          document.id,
        );
        const earlier = await repository.listDocumentResults(document.userId, document.id);
        const changed = keepFlags(applyResultChanges(rows, changes), earlier);
        const kept = options.skipKnown
          ? withoutKnown(
              changed,
              (await repository.listResults(document.userId)).filter(
                (result) => result.document_id !== document.id,
              ),
            )
          : changed;
        await admit(trx, document.userId, { adding: kept.length, leaving: earlier.length });
        if (!(await markDone(trx, kept.length))) return undefined;
        await repository.deleteDocumentResults(document.userId, document.id);
        await repository.insertResults(kept);
        return true;
      });
      return written === true;
    },

    /**
     * Values the person adds to one of their documents by their own decision (a line they mapped
     * to a biomarker). `decide` runs under the person's lock, writes what goes with the values
     * through the transaction (the alias, the document's remaining lines, the change trail) and
     * answers them; when it throws, nothing is written.
     */
    async addDocumentResults(
      userId: string,
      documentId: string,
      decide: (trx: Kysely<Database>, now: number) => Promise<readonly NewResult[]>,
    ): Promise<void> {
      const now = deps.clock.now();
      const source: Source = { kind: 'document', documentId };
      await change(userId, async (trx) => {
        const rows = (await decide(trx, now)).map((result) => toRow(userId, result, source, now));
        await admit(trx, userId, { adding: rows.length });
        await createResultsRepository(trx).insertResults(rows);
        return true;
      });
    },

    /** All of the person's results replaced by these (the demo person's history). */
    async replaceAllResults(userId: string, results: readonly NewResult[]): Promise<void> {
      const now = deps.clock.now();
      const rows = results.map((result) => toRow(userId, result, { kind: 'manual' }, now));
      await change(userId, async (trx) => {
        const repository = createResultsRepository(trx);
        await repository.deleteAllResults(userId);
        await repository.insertResults(rows);
        return true;
      });
    },

    /** Deletes one of the person's results; another person's id is not found. */
    async deleteResult(userId: string, id: string): Promise<void> {
      await change(userId, async (trx) => {
        if (!(await createResultsRepository(trx).deleteResult(userId, id)))
          throw new DomainError('result_not_found', RESULT_MESSAGES.resultNotFound);
        return true;
      });
    },

    /**
     * Marks one of the person's results as inaccurate with the cause; the analysis leaves it out
     * from then on. `biomarkerId`, when given, must be the result's.
     */
    async flagResult(
      userId: string,
      flag: { resultId: string; biomarkerId: number | undefined; cause: string },
    ): Promise<void> {
      await change(userId, async (trx) => {
        const results = createResultsRepository(trx);
        const result = await results.findResult(userId, flag.resultId);
        if (result === undefined)
          throw new DomainError('result_not_found', RESULT_MESSAGES.resultNotFound);
        if (flag.biomarkerId !== undefined && flag.biomarkerId !== result.biomarker_id)
          throw new DomainError('biomarker_mismatch', RESULT_MESSAGES.biomarkerMismatch);
        await results.flagResult(userId, flag.resultId, {
          cause: flag.cause.trim(),
          flaggedAt: deps.clock.now(),
        });
        return true;
      });
    },

    /**
     * Corrects the value, unit or date of a value a document gave, in place, and keeps the change
     * on the document's trail (with the fields it names, which a new analysis applies again).
     */
    async correctDocumentResult(
      userId: string,
      target: DocumentResult,
      request: CorrectResultRequest,
    ): Promise<void> {
      const now = deps.clock.now();
      await change(userId, async (trx) => {
        const results = createResultsRepository(trx);
        const result = await findDocumentResult(results, userId, target);
        const { birth_year } = await createProfileRepository(trx).findProfile(userId);
        const { correction, fields } = readCorrection(
          result,
          request,
          testDateWindow(now, birth_year),
        );
        const corrected = applyCorrection(result, correction);
        await results.updateValue(userId, corrected);
        await createResultChangesRepository(trx).appendChange(
          changeOfResult('corrected', target.documentId, result, {
            before: snapshotOf(result),
            after: { ...snapshotOf(corrected), corrected: fields },
            reason: reasonOf(request.reason),
          }),
          now,
        );
        return true;
      });
    },

    /**
     * Takes a value a document gave out of the person's results (and so out of the history, the
     * overview, the exports and the analysis); the dismissal keeps all of it for a restore.
     */
    async dismissDocumentResult(
      userId: string,
      target: DocumentResult,
      reason: string,
    ): Promise<void> {
      const why = reasonOf(reason);
      if (why === null) throw new DomainError('reason_required', REVIEW_MESSAGES.reasonRequired);
      const now = deps.clock.now();
      await change(userId, async (trx) => {
        const results = createResultsRepository(trx);
        const result = await findDocumentResult(results, userId, target);
        await results.deleteResult(userId, result.id);
        await createResultChangesRepository(trx).appendChange(
          changeOfResult('dismissed', target.documentId, result, {
            before: snapshotOf(result),
            after: null,
            reason: why,
          }),
          now,
        );
        return true;
      });
    },

    /** Puts a dismissed value back as it was; only a dismissal not yet undone can be. */
    async restoreDismissal(
      userId: string,
      target: { documentId: string; dismissalId: string },
    ): Promise<void> {
      const now = deps.clock.now();
      await change(userId, async (trx) => {
        const changes = createResultChangesRepository(trx);
        const states = foldResultChanges(
          await changes.listDocumentChanges(userId, target.documentId),
        );
        const dismissal = [...states.values()].find(
          (state) => state.dismissal?.id === target.dismissalId,
        )?.dismissal;
        const snapshot = dismissal === undefined ? undefined : readSnapshot(dismissal.before);
        if (dismissal === undefined || snapshot === undefined)
          throw new DomainError('dismissal_not_found', REVIEW_MESSAGES.dismissalNotFound);
        const restored = resultFromSnapshot(dismissal, snapshot, now);
        await admit(trx, userId, { adding: 1 });
        await createResultsRepository(trx).insertResults([restored]);
        await changes.appendChange(
          changeOfResult('restored', target.documentId, restored, {
            before: null,
            after: snapshotOf(restored),
            reason: null,
          }),
          now,
        );
        return true;
      });
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
