import type { Provenance } from '@labtrail/contract/review';
import { describe, expect, it } from 'vitest';
import type { ResultChangesTable, ResultsTable } from '../../db/schema';
import { MARKER_IDS } from '../summaries/engine/marker-keys';
import { applyResultChanges, correctedResultIds, keepFlags } from './fold-result-changes';
import type { StoredSnapshot } from './result-snapshot';
import { rowKeyOf } from './row-key';

const GLUCOSE = MARKER_IDS.get('glucose') ?? 0;
const LDL = MARKER_IDS.get('ldl') ?? 0;

function provenance(name: string, value: string, page = 1): Provenance {
  return {
    printed: { name, value, unit: 'mg/dL', range: null, flag: null },
    page,
    row_box: null,
    value_box: null,
    observation: null,
  };
}

/** A row a new analysis writes: glucose 112 mg/dL printed on page 1, unless told otherwise. */
function row(overrides: Partial<ResultsTable> = {}, source = provenance('Glucose', '112')) {
  return {
    id: `row-${String(Math.random())}`,
    user_id: 'person',
    biomarker_id: GLUCOSE,
    value: 112,
    original_value: 112,
    original_unit: 'mg/dL',
    comparator: null,
    value_text: null,
    test_date: '2026-03-12',
    source: 'document',
    document_id: 'report',
    flag_cause: null,
    flagged_at: null,
    provenance: JSON.stringify(source),
    created_at: 1,
    ...overrides,
  } satisfies ResultsTable;
}

function snapshot(overrides: Partial<StoredSnapshot> = {}): StoredSnapshot {
  return {
    value: 112,
    value_text: null,
    comparator: null,
    unit: 'mg/dL',
    test_date: '2026-03-12',
    ...overrides,
  };
}

let clock = 0;

/** A change to the glucose row of page 1, made after every earlier one. */
function change(
  kind: ResultChangesTable['kind'],
  parts: { before?: StoredSnapshot; after?: StoredSnapshot; rowKey?: string | null } = {},
): ResultChangesTable {
  clock += 1;
  return {
    id: `change-${String(clock)}`,
    user_id: 'person',
    document_id: 'report',
    row_key: parts.rowKey === undefined ? rowKeyOf(provenance('Glucose', '112')) : parts.rowKey,
    kind,
    biomarker_id: GLUCOSE,
    printed_name: 'Glucose',
    before: parts.before === undefined ? null : JSON.stringify(parts.before),
    after: parts.after === undefined ? null : JSON.stringify(parts.after),
    reason: kind === 'dismissed' ? 'Not my sample' : null,
    created_at: clock,
  };
}

describe('a new analysis with the person’s earlier changes applied', () => {
  it('writes a corrected value over what the same row reads again, and leaves other rows alone', () => {
    const ldl = row({ biomarker_id: LDL, value: 90 }, provenance('LDL Cholesterol', '90'));
    const [glucose, other] = applyResultChanges(
      [row({ comparator: '<' }), ldl],
      [
        change('corrected', {
          after: snapshot({
            value: 121,
            original_value: 121,
            original_unit: 'mg/dL',
            corrected: ['value'],
          }),
        }),
      ],
    );
    expect(glucose).toMatchObject({ value: 121, original_value: 121, comparator: null });
    expect(other).toEqual(ldl);
  });

  it('applies only what was corrected: a corrected date keeps the new reading’s value', () => {
    const [glucose] = applyResultChanges(
      [row({ value: 113, original_value: 113 })],
      [
        change('corrected', {
          after: snapshot({ test_date: '2026-03-10', corrected: ['test_date'] }),
        }),
      ],
    );
    expect(glucose).toMatchObject({ value: 113, test_date: '2026-03-10' });
  });

  it('reads the printed value in a corrected unit', () => {
    const [glucose] = applyResultChanges(
      [row({ value: 6.2, original_value: 6.2 })],
      [
        change('corrected', {
          after: snapshot({ original_value: 6.2, original_unit: 'mmol/L', corrected: ['unit'] }),
        }),
      ],
    );
    expect(glucose?.original_unit).toBe('mmol/L');
    expect(glucose?.value).toBeCloseTo(6.2 * 18.016, 6);
  });

  it('takes the latest word on each field, and a unit after a new value is that value’s unit', () => {
    const [glucose] = applyResultChanges(
      [row()],
      [
        change('corrected', {
          after: snapshot({ test_date: '2026-03-01', corrected: ['test_date'] }),
        }),
        change('corrected', {
          after: snapshot({
            value: 7,
            original_value: 7,
            original_unit: 'mg/dL',
            corrected: ['value'],
          }),
        }),
        change('corrected', {
          after: snapshot({
            value: 7 * 18.016,
            original_value: 7,
            original_unit: 'mmol/L',
            corrected: ['unit'],
          }),
        }),
      ],
    );
    expect(glucose).toMatchObject({
      original_value: 7,
      original_unit: 'mmol/L',
      test_date: '2026-03-01',
    });
    expect(glucose?.value).toBeCloseTo(7 * 18.016, 6);
  });

  it('leaves out a dismissed row, and writes it again (corrected) once it is restored', () => {
    const corrected = change('corrected', {
      after: snapshot({
        value: 121,
        original_value: 121,
        original_unit: 'mg/dL',
        corrected: ['value'],
      }),
    });
    const dismissed = change('dismissed', { before: snapshot({ result_id: 'first' }) });
    expect(applyResultChanges([row()], [corrected, dismissed])).toEqual([]);

    const restored = change('restored', { after: snapshot({ result_id: 'first' }) });
    const [again] = applyResultChanges([row()], [corrected, dismissed, restored]);
    expect(again?.value).toBe(121);
  });

  it('folds changes in the order they were made, whatever order they are given in', () => {
    const dismissed = change('dismissed', { before: snapshot() });
    const restored = change('restored', { after: snapshot() });
    expect(applyResultChanges([row()], [restored, dismissed])).toHaveLength(1);
  });

  it('applies nothing to a row without provenance or from a change without a row key', () => {
    const unnamed = row({ provenance: null });
    const keyless = change('dismissed', { before: snapshot({ result_id: 'old' }), rowKey: null });
    expect(applyResultChanges([unnamed, row()], [keyless])).toEqual([unnamed, expect.anything()]);
  });

  it('changes no row for a mapping: the private alias is read by the analysis itself', () => {
    const fresh = row();
    expect(applyResultChanges([fresh], [change('mapped', { after: snapshot() })])).toEqual([fresh]);
  });

  it('keeps a flag of the earlier analysis on the same row of the new one', () => {
    const flag = { flag_cause: 'Lab mix-up', flagged_at: 5 };
    const earlier = [
      row({ id: 'old', ...flag }),
      row({ id: 'unnamed', provenance: null, ...flag }),
    ];
    const ldl = row({ biomarker_id: LDL }, provenance('LDL Cholesterol', '90'));
    const [glucose, other] = keepFlags([row(), ldl], earlier);
    expect(glucose).toMatchObject(flag);
    expect(other).toEqual(ldl);
  });

  it('names the corrected values of a history, by row key or, without provenance, by result id', () => {
    const keyed = row({ id: 'keyed' });
    const unnamed = row({ id: 'unnamed', provenance: null });
    const untouched = row({ id: 'untouched' }, provenance('Glucose', '99', 2));
    const manual = row({ id: 'manual', document_id: null, provenance: null });
    const corrections = [
      change('corrected', { after: snapshot({ corrected: ['test_date'] }) }),
      change('corrected', {
        after: snapshot({ result_id: 'unnamed', corrected: ['value'] }),
        rowKey: null,
      }),
    ];
    expect(correctedResultIds([keyed, unnamed, untouched, manual], corrections)).toEqual(
      new Set(['keyed', 'unnamed']),
    );
  });
});
