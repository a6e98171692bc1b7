import type { ResultChangesTable, ResultsTable } from '../../db/schema';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { toCanonical } from '../biomarkers/units/convert-unit';
import { CORRECTED_FIELDS, provenanceOf, readSnapshot } from './result-snapshot';
import type { CorrectedField, StoredSnapshot } from './result-snapshot';
import { rowKeyOf } from './row-key';

/** What a person's corrections of one row say, field by field: the latest word on each wins. */
export interface RowCorrection {
  /** A new value in the catalogue's unit, with the number and unit the person gave. */
  value?: { value: number; original_value: number; original_unit: string };
  /** The unit the printed value is really in, while the value itself stands as read. */
  unit?: string;
  /** YYYY-MM-DD. */
  test_date?: string;
}

/** Where one row of a document stands after the person's changes. */
export interface RowState {
  correction: RowCorrection | undefined;
  /** The change that dismissed the row, while no restore has followed it. */
  dismissal: ResultChangesTable | undefined;
}

/**
 * What names a result across changes: its row key when it has provenance (every analysis of the
 * file gives it again), else its own id (a value read before provenance was kept).
 */
export function subjectOfResult(result: Pick<ResultsTable, 'id' | 'provenance'>): string {
  const provenance = provenanceOf(result);
  return provenance === undefined ? `result|${result.id}` : rowKeyOf(provenance);
}

function snapshotOfChange(change: ResultChangesTable): StoredSnapshot | undefined {
  return readSnapshot(change.kind === 'dismissed' ? change.before : change.after);
}

function subjectOfChange(change: ResultChangesTable, snapshot: StoredSnapshot | undefined): string {
  if (change.row_key !== null) return change.row_key;
  return snapshot?.result_id === undefined ? `change|${change.id}` : `result|${snapshot.result_id}`;
}

/**
 * One more correction on top of the earlier ones. A new value replaces an earlier value or unit;
 * a unit alone reinterprets the printed value, or the person's own value when they gave one (the
 * snapshot then holds that value converted).
 */
function foldCorrection(earlier: RowCorrection | undefined, after: StoredSnapshot): RowCorrection {
  const fields: readonly CorrectedField[] = after.corrected ?? CORRECTED_FIELDS;
  const folded: RowCorrection = { ...earlier };
  if (fields.includes('value') || (fields.includes('unit') && folded.value !== undefined)) {
    folded.value = {
      value: after.value,
      original_value: after.original_value ?? after.value,
      original_unit: after.original_unit ?? after.unit,
    };
    delete folded.unit;
  } else if (fields.includes('unit')) {
    folded.unit = after.original_unit ?? after.unit;
  }
  if (fields.includes('test_date')) folded.test_date = after.test_date;
  return folded;
}

/**
 * A document's changes folded row by row, in the order they were made: a correction sets what
 * it corrected, a dismissal takes the row out, a restore brings it back (with its corrections).
 * A mapping is the private alias's business, read by the analysis itself: it changes no row here.
 */
export function foldResultChanges(changes: readonly ResultChangesTable[]): Map<string, RowState> {
  const ordered = [...changes].sort(
    (a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id),
  );
  const states = new Map<string, RowState>();
  for (const change of ordered) {
    const snapshot = snapshotOfChange(change);
    const subject = subjectOfChange(change, snapshot);
    const state = states.get(subject) ?? { correction: undefined, dismissal: undefined };
    switch (change.kind) {
      case 'corrected':
        if (snapshot !== undefined) state.correction = foldCorrection(state.correction, snapshot);
        break;
      case 'dismissed':
        state.dismissal = change;
        break;
      case 'restored':
        state.dismissal = undefined;
        break;
      case 'mapped':
        break;
    }
    states.set(subject, state);
  }
  return states;
}

/** The row with a correction applied; a unit the biomarker cannot take leaves the value as read. */
export function applyCorrection(row: ResultsTable, correction: RowCorrection): ResultsTable {
  let corrected = row;
  if (correction.value !== undefined) {
    corrected = { ...corrected, ...correction.value, comparator: null, value_text: null };
  } else if (correction.unit !== undefined) {
    const biomarker = findBiomarker(row.biomarker_id);
    const value =
      biomarker === undefined
        ? undefined
        : toCanonical(biomarker, row.original_value, correction.unit);
    if (value !== undefined) corrected = { ...corrected, value, original_unit: correction.unit };
  }
  if (correction.test_date !== undefined)
    corrected = { ...corrected, test_date: correction.test_date };
  return corrected;
}

/**
 * A new analysis's rows with the person's earlier changes to the same rows applied: corrected
 * where they corrected them, left out where they dismissed them.
 */
export function applyResultChanges(
  rows: readonly ResultsTable[],
  changes: readonly ResultChangesTable[],
): ResultsTable[] {
  const states = foldResultChanges(changes);
  return rows.flatMap((row) => {
    const state = states.get(subjectOfResult(row));
    if (state === undefined) return [row];
    if (state.dismissal !== undefined) return [];
    return [state.correction === undefined ? row : applyCorrection(row, state.correction)];
  });
}

/**
 * The flags the person set on the rows of a document's earlier analysis, kept on the same rows of
 * its new one: reading the file again does not make a value they called inaccurate less so.
 */
export function keepFlags(
  rows: readonly ResultsTable[],
  earlier: readonly ResultsTable[],
): ResultsTable[] {
  const flags = new Map(
    earlier
      .filter((result) => result.flagged_at !== null)
      .map((result) => [
        subjectOfResult(result),
        { flag_cause: result.flag_cause, flagged_at: result.flagged_at },
      ]),
  );
  return rows.map((row) => {
    const flag = row.flagged_at === null ? flags.get(subjectOfResult(row)) : undefined;
    return flag === undefined ? row : { ...row, ...flag };
  });
}

/**
 * Which of these results the person corrected, from their corrections (of every document): one
 * fold per document that has any, so a history of many values costs one pass.
 */
export function correctedResultIds(
  results: readonly Pick<ResultsTable, 'id' | 'document_id' | 'provenance'>[],
  corrections: readonly ResultChangesTable[],
): Set<string> {
  const byDocument = new Map<string, ResultChangesTable[]>();
  for (const change of corrections) {
    byDocument.set(change.document_id, [...(byDocument.get(change.document_id) ?? []), change]);
  }
  const states = new Map(
    [...byDocument].map(([documentId, changes]) => [documentId, foldResultChanges(changes)]),
  );
  const corrected = new Set<string>();
  for (const result of results) {
    const documentStates = result.document_id === null ? undefined : states.get(result.document_id);
    if (documentStates?.get(subjectOfResult(result))?.correction !== undefined)
      corrected.add(result.id);
  }
  return corrected;
}
