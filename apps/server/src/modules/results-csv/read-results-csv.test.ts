import type { Language } from '@labtrail/contract/auth';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain-error';
import type { TestDateWindow } from '../biomarkers/test-date-rule';
import { readResultsCsv } from './read-results-csv';

function windowUntil(latest: string, birthYear: number | null = null): TestDateWindow {
  return { earliest: `${String(birthYear ?? 1900)}-01-01`, latest, birthYear };
}

const TODAY: { language: Language; window: TestDateWindow } = {
  language: 'us',
  window: windowUntil('2026-01-05'),
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
      `date,biomarker,value,unit,flagged_reason\n2025-01-02,Glucose,90,mg/dL,Lab mix-up\n2025-01-03,Glucose,91,mg/dL,${'x'.repeat(600)}\n2025-01-04,Glucose,92,mg/dL,\n`,
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
        'line 8: Glucose 90,000 mg/dL is outside what a lab can report (0–6,000 mg/dL); check the value and its unit.',
      ],
    );
    expect(read(text, { ...TODAY, language: 'de' }).unmatched[0]?.reason).toBe(
      '„Foo“ ist kein Biomarker, den Labtrail kennt',
    );
    expect(read(text).unmatched[0]?.text).toBe('2025-01-02,Foo,1,mg/dL');
  });

  it('lists a line dated before 1900 or before the person’s year of birth with why', () => {
    const text = [
      'date,biomarker,value,unit',
      '0001-01-01,Glucose,97,mg/dL',
      '1979-12-31,Glucose,97,mg/dL',
      '1980-01-01,Glucose,97,mg/dL',
    ].join('\n');
    const file = read(text, { ...TODAY, window: windowUntil('2026-01-05', 1980) });
    expect(file.unmatched.map((line) => `line ${String(line.line)}: ${line.reason}`)).toEqual([
      'line 2: 0001-01-01 is before 1900',
      'line 3: 1979-12-31 is before the year of birth (1980)',
    ]);
    expect(file.rows.map((row) => row.result.testDate)).toEqual(['1980-01-01']);
    const german = read(text, { language: 'de', window: windowUntil('2026-01-05', 1980) });
    expect(german.unmatched.map((line) => line.reason)).toEqual([
      '0001-01-01 liegt vor 1900',
      '1979-12-31 liegt vor dem Geburtsjahr (1980)',
    ]);
  });

  it('never reads a value without a unit in the catalogue’s unit: the line is unmatched, saying why', () => {
    // Review F2: each of these was read in mg/dL or g/dL and gave false alarms or false comfort.
    const german = [
      'Datum;Parameter;Wert;Einheit',
      '2026-11-28;LDL-Cholesterin;4,1;',
      '2026-11-28;Cholesterin;5,2;',
      '2026-11-28;Glukose nüchtern;5,5;',
      '2026-11-28;Hämoglobin;8,6;',
      '2026-11-28;Calcium;2,4;',
    ].join('\n');
    const file = read(german, { language: 'de', window: windowUntil('2026-11-28') });
    expect(file.rows).toEqual([]);
    expect(file.unmatched.map((line) => line.reason)).toEqual([
      'es fehlt die Einheit, und LDL-Cholesterin wird in mg/dL, mmol/L oder g/L angegeben; ergänzen Sie die Einheit, damit der Wert nicht in der falschen gelesen wird',
      'es fehlt die Einheit, und Gesamtcholesterin wird in mg/dL, mmol/L oder g/L angegeben; ergänzen Sie die Einheit, damit der Wert nicht in der falschen gelesen wird',
      'es fehlt die Einheit, und Nüchternglukose wird in mg/dL, mmol/L oder g/L angegeben; ergänzen Sie die Einheit, damit der Wert nicht in der falschen gelesen wird',
      'es fehlt die Einheit, und Hämoglobin wird in g/dL, g/L oder mmol/L angegeben; ergänzen Sie die Einheit, damit der Wert nicht in der falschen gelesen wird',
      'es fehlt die Einheit, und Calcium (gesamt) wird in mg/dL, mmol/L oder mEq/L angegeben; ergänzen Sie die Einheit, damit der Wert nicht in der falschen gelesen wird',
    ]);
    const english = read(
      'date,biomarker,value\n2025-01-02,Glucose,5.5\n2025-01-02,Testosterone,15\n2025-01-02,Vitamin D,50\n',
    );
    expect(english.rows).toEqual([]);
    expect(english.unmatched[0]?.reason).toBe(
      'there is no unit, and Glucose is reported in mg/dL, mmol/L or g/L; add the unit, so that the value is not read in the wrong one',
    );
    expect(english.unmatched).toHaveLength(3);
  });

  it('reads a value without a unit where the biomarker has none or only one scale', () => {
    const file = read(
      'date,biomarker,value,unit\n2025-01-02,INR,2.4,\n2025-01-02,LDL/HDL Ratio,2.1,\n2025-01-02,Oxygen Saturation,97,\n',
    );
    expect(file.unmatched).toEqual([]);
    expect(file.rows.map((row) => [row.biomarker.name, row.result.value])).toEqual([
      ['INR (International Normalized Ratio)', 2.4],
      ['LDL/HDL Ratio', 2.1],
      ['Oxygen Saturation', 97],
    ]);
  });

  it('refuses a value no lab can report, naming the limits in the unit of the line', () => {
    const file = read(
      'date,biomarker,value,unit\n2025-01-02,HbA1c,53,%\n2025-01-02,Hemoglobin,85,g/dL\n2025-01-02,HbA1c,53,mmol/mol\n',
    );
    expect(file.unmatched.map((line) => line.reason)).toEqual([
      'HbA1c 53 % is outside what a lab can report (1–25 %); check the value and its unit.',
      'Hemoglobin 85 g/dL is outside what a lab can report (0.5–27 g/dL); check the value and its unit.',
    ]);
    expect(file.rows.map((row) => [row.result.originalValue, row.result.originalUnit])).toEqual([
      [53, 'mmol/mol'],
    ]);
    expect(
      read('date,biomarker,value,unit\n2025-01-02,HbA1c,53,%\n', { ...TODAY, language: 'de' })
        .unmatched[0]?.reason,
    ).toBe(
      'HbA1c 53 % liegt außerhalb dessen, was ein Labor messen kann (1–25 %); bitte prüfen Sie den Wert und seine Einheit.',
    );
  });

  it('does not take a plain ng/mL D-dimer as FEU: only a unit naming FEU or DDU decides (review F8)', () => {
    const file = read(
      'date,biomarker,value,unit\n2025-01-02,D-Dimer,300,ng/mL\n2025-01-02,D-Dimer,300,ng/mL DDU\n',
    );
    expect(file.unmatched.map((line) => line.reason)).toEqual([
      "unit 'ng/mL' does not say FEU or DDU, each with its own cut-off; write the unit as the report prints it ('ng/mL FEU')",
    ]);
    expect(file.rows.map((row) => [row.biomarker.name, row.result.value])).toEqual([
      ['D-Dimer (DDU)', 300],
    ]);
    expect(
      read('date,biomarker,value,unit\n2025-01-02,D-Dimer,300,ng/mL\n', {
        ...TODAY,
        language: 'de',
      }).unmatched[0]?.reason,
    ).toBe(
      'die Einheit „ng/mL“ sagt nicht, ob FEU oder DDU gemeint ist, die jeweils eigene Grenzwerte haben; schreiben Sie die Einheit so, wie sie auf dem Befund steht („ng/mL FEU“)',
    );
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
