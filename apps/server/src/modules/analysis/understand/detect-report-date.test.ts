import { describe, expect, it } from 'vitest';
import { detectReportDate } from './detect-report-date';
import { textFixture } from '../../../../test/text-fixture';

describe('detectReportDate', () => {
  it('prefers the report date to the collection date', () => {
    const text = textFixture([
      [
        [
          [40, 'Collected'],
          [100, ':'],
          [110, '14/5/2023 11:03:00AM'],
          [300, 'Reported'],
          [360, ':'],
          [370, '16/5/2023 1:36PM'],
        ],
      ],
    ]);
    expect(detectReportDate(text)).toBe('2023-05-16');
  });

  it('falls back on the collection date', () => {
    const text = textFixture([
      [[[40, 'Sample Date : 14-Sep-2024 10:52 am']], [[40, 'Report Status : Final']]],
    ]);
    expect(detectReportDate(text)).toBe('2024-09-14');
  });

  it('reads German labels and a date under its label', () => {
    const text = textFixture([
      [[[300, 'Befunddatum:']], [[300, '24.10.2023']], [[40, 'Abnahme: 23.10.2023']]],
    ]);
    expect(detectReportDate(text)).toBe('2023-10-24');
  });

  it('ignores dates without a label, such as a birth date, and masked dates', () => {
    const text = textFixture([
      [
        [[40, 'geb.: 31.10.1967']],
        [
          [300, 'Reported on:'],
          [370, '04:35 PM 02 Dec, 2X'],
        ],
      ],
    ]);
    expect(detectReportDate(text)).toBeNull();
  });

  it('takes a bare date label when nothing says report or collection, never a birth date', () => {
    const text = textFixture([
      [
        [[40, 'Date of birth: 12.03.1961']],
        [[40, 'Birth date: 12.03.1961']],
        [
          [40, 'Patient: Alex Example'],
          [300, 'Date: 04.02.2025'],
        ],
      ],
    ]);
    expect(detectReportDate(text)).toBe('2025-02-04');
    const german = textFixture([
      [
        [[40, 'Geburtsdatum: 12.03.1961']],
        [[40, 'Geb.-Datum: 12.03.1961']],
        [[40, 'Datum: 04.02.2025']],
      ],
    ]);
    expect(detectReportDate(german)).toBe('2025-02-04');
    const letter = textFixture([
      [
        [[40, 'Dear patient,']],
        [[40, 'here are the results of your blood test from Jan 28, 2015.']],
      ],
    ]);
    expect(detectReportDate(letter)).toBe('2015-01-28');
    const birthOnly = textFixture([[[[40, 'Date of birth: 12.03.1961']]]]);
    expect(detectReportDate(birthOnly)).toBeNull();
  });
});
