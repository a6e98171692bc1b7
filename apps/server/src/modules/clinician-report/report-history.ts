import type { ResultsTable } from '../../db/schema';
import { isInsideWindow } from '../biomarkers/test-date-rule';
import type { TestDateWindow } from '../biomarkers/test-date-rule';
import { RESULTS_READ_PER_BIOMARKER } from '../summaries/engine/read-profile';

/**
 * Flagged values printed per biomarker, the latest ones; the rest are counted. A person may hold
 * 100,000 results: every one of them flagged would otherwise make a report of thousands of pages.
 */
export const FLAGGED_PRINTED_PER_BIOMARKER = 20;

/**
 * What the clinician report needs of a person's whole history, however long: a few hundred rows
 * at most, so it is cheap to hand to the report thread and to lay out.
 */
export interface ReportHistory {
  /**
   * Oldest first: each biomarker's latest unflagged results (as many as the rules read) and its
   * latest flagged ones (FLAGGED_PRINTED_PER_BIOMARKER at most).
   */
  results: ResultsTable[];
  /** Per biomarker id: flagged values beyond those in `results`. */
  flaggedLeftOut: Map<number, number>;
  /** The first and last test dates (YYYY-MM-DD); undefined without results. */
  firstDate: string | undefined;
  lastDate: string | undefined;
  /** Values entered by hand. */
  manual: number;
  /** Values per document id, including documents deleted since. */
  perDocument: Map<string, number>;
  /** Values whose document was deleted (the id set to null). */
  withoutDocument: number;
}

/** The order of `listResults`: by test date, then entry, then id. */
function chronological(a: ResultsTable, b: ResultsTable): number {
  if (a.test_date !== b.test_date) return a.test_date < b.test_date ? -1 : 1;
  if (a.created_at !== b.created_at) return a.created_at - b.created_at;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Reads a history into a ReportHistory, in time linear in the history and memory bounded by what
 * it keeps. `add` each result; each biomarker's results must come oldest first, in any
 * interleaving (the history is read oldest first, a page at a time). An unflagged result
 * dated outside `window` is counted but never taken as one of the latest (issue 35: a value from
 * 2999 must not stand in for today's).
 */
export function foldReportHistory(window: TestDateWindow) {
  const unflagged = new Map<number, ResultsTable[]>();
  const flagged = new Map<number, ResultsTable[]>();
  const flaggedLeftOut = new Map<number, number>();
  const perDocument = new Map<string, number>();
  let firstDate: string | undefined;
  let lastDate: string | undefined;
  let manual = 0;
  let withoutDocument = 0;

  /** Keeps the latest `limit` of a biomarker's list; returns whether one was dropped. */
  const keepLatest = (lists: Map<number, ResultsTable[]>, result: ResultsTable, limit: number) => {
    const list = lists.get(result.biomarker_id) ?? [];
    list.push(result);
    lists.set(result.biomarker_id, list);
    if (list.length <= limit) return false;
    list.shift();
    return true;
  };

  return {
    add(result: ResultsTable): void {
      if (firstDate === undefined || result.test_date < firstDate) firstDate = result.test_date;
      if (lastDate === undefined || result.test_date > lastDate) lastDate = result.test_date;
      if (result.source === 'manual') manual += 1;
      else if (result.document_id === null) withoutDocument += 1;
      else perDocument.set(result.document_id, (perDocument.get(result.document_id) ?? 0) + 1);
      if (result.flagged_at === null) {
        if (!isInsideWindow(result.test_date, window)) return;
        keepLatest(unflagged, result, RESULTS_READ_PER_BIOMARKER);
      } else if (keepLatest(flagged, result, FLAGGED_PRINTED_PER_BIOMARKER)) {
        flaggedLeftOut.set(result.biomarker_id, (flaggedLeftOut.get(result.biomarker_id) ?? 0) + 1);
      }
    },
    finish(): ReportHistory {
      return {
        results: [...unflagged.values(), ...flagged.values()].flat().sort(chronological),
        flaggedLeftOut,
        firstDate,
        lastDate,
        manual,
        perDocument,
        withoutDocument,
      };
    },
  };
}
