import crypto from 'node:crypto';
import { Provenance } from '@labtrail/contract/review';
import type { ValueSnapshot } from '@labtrail/contract/review';
import Type from 'typebox';
import type { ResultChangesTable, ResultsTable } from '../../db/schema';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { rowKeyOf } from './row-key';
import { compileOnFirstUse } from '../../compile-on-first-use';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A result as it stood, as `result_changes.before` and `.after` keep it: the contract's
 * ValueSnapshot (what a person reads in the trail) and beside it what restoring the row exactly
 * needs, and which fields a correction changed (so a re-analysis applies only those). Every part
 * beyond the ValueSnapshot is optional: a change written by other code may keep just that.
 */
const StoredSnapshot = Type.Object({
  value: Type.Number(),
  value_text: Nullable(Type.String()),
  comparator: Nullable(Type.Union([Type.Literal('<'), Type.Literal('>')])),
  unit: Type.String(),
  test_date: Type.String(),
  result_id: Type.Optional(Type.String()),
  original_value: Type.Optional(Type.Number()),
  original_unit: Type.Optional(Type.String()),
  flag_cause: Type.Optional(Nullable(Type.String())),
  flagged_at: Type.Optional(Nullable(Type.Number())),
  provenance: Type.Optional(Nullable(Provenance)),
  created_at: Type.Optional(Type.Number()),
  corrected: Type.Optional(
    Type.Array(
      Type.Union([Type.Literal('value'), Type.Literal('unit'), Type.Literal('test_date')]),
    ),
  ),
});
export type StoredSnapshot = Type.Static<typeof StoredSnapshot>;
export type CorrectedField = NonNullable<StoredSnapshot['corrected']>[number];
export const CORRECTED_FIELDS: readonly CorrectedField[] = ['value', 'unit', 'test_date'];
const storedSnapshot = compileOnFirstUse(StoredSnapshot);
const provenance = compileOnFirstUse(Provenance);

/** A result's stored provenance; none for values from before it was kept, or of another shape. */
export function provenanceOf(result: Pick<ResultsTable, 'provenance'>): Provenance | undefined {
  if (result.provenance == null) return undefined;
  const parsed: unknown = JSON.parse(result.provenance);
  return provenance().Check(parsed) ? parsed : undefined;
}

/**
 * The page in a result's stored provenance, without reading the rest: a history of thousands of
 * values would spend most of its time parsing boxes it does not show. Safe because the column
 * holds what JSON.stringify wrote of a Provenance, whose one key named page is its own (a quote
 * inside a printed text is escaped, so no text can look like the key).
 */
export function pageOf(provenanceJson: string | null | undefined): number | null {
  if (provenanceJson == null) return null;
  const match = /"page":(\d+)/u.exec(provenanceJson);
  return match === null ? null : Number(match[1]);
}

/** Everything of a result a change keeps, the value in the catalogue's unit. */
export function snapshotOf(result: ResultsTable): StoredSnapshot {
  return {
    value: result.value,
    value_text: result.value_text ?? null,
    comparator: result.comparator,
    unit: findBiomarker(result.biomarker_id)?.unit ?? result.original_unit,
    test_date: result.test_date,
    result_id: result.id,
    original_value: result.original_value,
    original_unit: result.original_unit,
    flag_cause: result.flag_cause,
    flagged_at: result.flagged_at,
    provenance: provenanceOf(result) ?? null,
    created_at: result.created_at,
  };
}

/** A stored snapshot read back; undefined for none or one of another shape. */
export function readSnapshot(json: string | null): StoredSnapshot | undefined {
  if (json === null) return undefined;
  const parsed: unknown = JSON.parse(json);
  return storedSnapshot().Check(parsed) ? parsed : undefined;
}

/** What the trail shows of a snapshot. */
export function valueSnapshotOf(snapshot: StoredSnapshot): ValueSnapshot {
  const { value, value_text, comparator, unit, test_date } = snapshot;
  return { value, value_text, comparator, unit, test_date };
}

/**
 * The result a dismissal took out, as it was: its id, value, date, flag and provenance. Parts an
 * older snapshot lacks are taken from what it has.
 */
export function resultFromSnapshot(
  change: Pick<ResultChangesTable, 'user_id' | 'document_id' | 'biomarker_id'>,
  snapshot: StoredSnapshot,
  now: number,
): ResultsTable {
  return {
    id: snapshot.result_id ?? crypto.randomUUID(),
    user_id: change.user_id,
    biomarker_id: change.biomarker_id,
    value: snapshot.value,
    original_value: snapshot.original_value ?? snapshot.value,
    original_unit: snapshot.original_unit ?? snapshot.unit,
    comparator: snapshot.comparator,
    value_text: snapshot.value_text,
    test_date: snapshot.test_date,
    source: 'document',
    document_id: change.document_id,
    flag_cause: snapshot.flag_cause ?? null,
    flagged_at: snapshot.flagged_at ?? null,
    provenance: snapshot.provenance == null ? null : JSON.stringify(snapshot.provenance),
    created_at: snapshot.created_at ?? now,
  };
}

/** A change to one of a document's results, named by its row as every analysis names it. */
export function changeOfResult(
  kind: ResultChangesTable['kind'],
  documentId: string,
  result: ResultsTable,
  parts: { before: StoredSnapshot | null; after: StoredSnapshot | null; reason: string | null },
): Omit<ResultChangesTable, 'id' | 'created_at'> {
  const provenance = provenanceOf(result);
  return {
    user_id: result.user_id,
    document_id: documentId,
    row_key: provenance === undefined ? null : rowKeyOf(provenance),
    kind,
    biomarker_id: result.biomarker_id,
    printed_name: provenance?.printed.name ?? null,
    before: parts.before === null ? null : JSON.stringify(parts.before),
    after: parts.after === null ? null : JSON.stringify(parts.after),
    reason: parts.reason,
  };
}
