import type { Language } from '@labtrail/contract/auth';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain-error';
import { readResultsCsv } from './read-results-csv';

const TODAY: { language: Language; latestDay: string } = {
  language: 'us',
  latestDay: '2026-01-05',
};

function read(text: string, options = TODAY) {
  return readResultsCsv(text, options);
}

function refusal(text: string): DomainError {
  try {
    read(text);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

describe('reading a CSV of results', () => {
  it('reads English columns, ISO dates and units it converts to the catalogue’s', () => {
    const file = read(
      'date,biomarker,value,unit\n2025-03-01,LDL Cholesterol,130,mg/dL\n2025-03-01,Glucose,5.4,mmol/L\n',
    );
    expect(file.unmatched).toEqual([]);
    expect(file.rows.map((row) => [row.line, row.biomarker.id, row.result.testDate])).toEqual([
      [2, 102, '2025-03-01'],
      [3, 211, '2025-03-01'],
    ]);
    expect(file.rows[1]?.result.value).toBeCloseTo(97.3, 1);
    expect(file.rows[1]?.printed).toEqual({ name: 'Glucose', value: '5.4', unit: 'mmol/L' });
  });

  it('reads German columns, semicolons, decimal commas and German dates', () => {
    const file = read('Datum;Parameter;Ergebnis;Einheit\n01.03.2025;Glukose;5,4;mmol/l\n');
    expect(file.rows.map((row) => [row.biomarker.id, row.result.testDate])).toEqual([
      [211, '2025-03-01'],
    ]);
    expect(file.rows[0]?.result.originalValue).toBe(5.4);
  });

  it('reads a tab-separated file with a byte-order mark, US dates and blank lines', () => {
    const file = read('\uFEFFTest Date\tTest\tResult\tUnits\n\n03/14/2025\tCRP\t<0.5\tmg/L\n\n');
    expect(file.rows.map((row) => [row.biomarker.id, row.result.testDate])).toEqual([
      [301, '2025-03-14'],
    ]);
    expect(file.rows[0]?.result).toMatchObject({ value: 0.5, comparator: '<' });
  });

  it('takes the biomarker by its LOINC code before its name, and the comparator column', () => {
    const file = read(
      'date,name,loinc,value,comparator,unit\n2025-01-02,whatever,1988-5,5,<,mg/L\n',
    );
    expect(file.rows[0]?.biomarker.id).toBe(301);
    expect(file.rows[0]?.result.comparator).toBe('<');
  });

  it('reads qualitative words as the biomarker knows them', () => {
    const file = read('date,biomarker,value\n2025-01-02,HBsAg,Non-reactive\n');
    expect(file.rows[0]?.result).toMatchObject({
      biomarkerId: 1802,
      value: 0,
      valueText: 'Non-reactive',
    });
  });

  it('reads a dipstick grade back that an export guarded against formulas', () => {
    const file = read("date,biomarker,value\n2025-01-02,Urine Protein,'++\n");
    expect(file.unmatched).toEqual([]);
    expect(file.rows[0]?.result).toMatchObject({ biomarkerId: 1501, valueText: '++' });
  });

  it('keeps a flag of inaccuracy the file carries, as long as a typed one may be', () => {
    const file = read(
      `date,biomarker,value,flagged_reason\n2025-01-02,Glucose,90,Lab mix-up\n2025-01-03,Glucose,91,${'x'.repeat(600)}\n2025-01-04,Glucose,92,\n`,
    );
    expect(file.rows.map((row) => row.result.flagCause?.length ?? null)).toEqual([10, 500, null]);
    expect(file.rows[0]?.result.flagCause).toBe('Lab mix-up');
  });

  it('lists lines it cannot read with why, in the person’s language', () => {
    const text = [
      'date,biomarker,value,unit',
      '2025-01-02,Foo,1,mg/dL',
      '2025-01-02,Glucose,abc,mg/dL',
      '2025-01-02,Potassium,4,mg',
      '2025-01-02,Glucose,,mg/dL',
      'someday,Glucose,90,mg/dL',
      '2026-02-01,Glucose,90,mg/dL',
      '2025-01-02,Glucose,90000,mg/dL',
    ].join('\n');
    expect(read(text).unmatched.map((line) => `line ${String(line.line)}: ${line.reason}`)).toEqual(
      [
        "line 2: 'Foo' is not a biomarker Labtrail knows",
        "line 3: 'abc' is not a number",
        "line 4: unit 'mg' cannot be converted to mmol/L",
        'line 5: there is no value',
        "line 6: 'someday' is not a date",
        'line 7: 2026-02-01 is in the future',
        'line 8: 90000 is outside what a sample can show for Glucose',
      ],
    );
    expect(read(text, { ...TODAY, language: 'de' }).unmatched[0]?.reason).toBe(
      '„Foo“ ist kein Biomarker, den Labtrail kennt',
    );
    expect(read(text).unmatched[0]?.text).toBe('2025-01-02,Foo,1,mg/dL');
  });

  it('refuses slash dates that read both ways, asking for ISO dates', () => {
    const error = refusal('date,biomarker,value\n03/05/2025,Glucose,90\n04/06/2025,Glucose,91\n');
    expect(error.code).toBe('ambiguous_dates');
    expect(error.message).toMatch(/YYYY-MM-DD/);
  });

  it('refuses a file without the columns it needs, naming them', () => {
    const error = refusal('when,what\n2025-01-02,Glucose\n');
    expect(error.code).toBe('invalid_csv');
    expect(error.message).toMatch(/none for date, biomarker, value\./);
  });

  it('refuses an empty file, a quote never closed and a file over 2 MB', () => {
    expect(refusal('').code).toBe('invalid_csv');
    expect(refusal('date,biomarker,value\n').message).toBe('The file holds no results.');
    expect(refusal('date,biomarker,value\n"2025-01-02,Glucose,90\n').message).toMatch(/line 2/);
    const huge = `date,biomarker,value\n${'2025-01-02,Glucose,90\n'.repeat(100_000)}`;
    expect(refusal(huge).code).toBe('csv_too_large');
  });
});
