import type { Language } from '@labtrail/contract/auth';
import type { PersonalProfile } from '@labtrail/contract/profile';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import type { SummaryData } from '@labtrail/contract/summaries';
import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../../biomarkers/catalogue/catalogue';
import type { CatalogueBand } from '../../biomarkers/catalogue/catalogue-types';
import { analyseResults } from './analyse-results';
import { markerRow, resultRow } from './crafted-results';
import type { AnalysedResult } from './analysed-result';

const TODAY = '2026-06-15';

/** A value inside a band: its lower limit, or just below its upper one when open below. */
function valueIn(band: CatalogueBand): number {
  if (band.min !== null && band.max !== null) return (band.min + band.max) / 2;
  if (band.min !== null) return band.min * 1.2 + 1;
  return band.max === null ? 1 : band.max * 0.8;
}

/**
 * Every catalogue biomarker in its `step`-th band (its last where it has fewer), with an earlier
 * result in its first band, so that trends, patterns, critical values and every band's follow-up
 * are written.
 */
function everyBiomarkerInBand(step: number): AnalysedResult[] {
  return ALL_BIOMARKERS.flatMap((biomarker) => {
    const bands = biomarker.ranges.bands;
    const band = bands[Math.min(step, bands.length - 1)];
    const first = bands[0];
    if (band === undefined || first === undefined) return [];
    return [
      resultRow(biomarker.id, valueIn(first), { test_date: '2025-06-01' }),
      resultRow(biomarker.id, valueIn(band)),
    ];
  });
}

const PEOPLE: PersonalProfile[] = [
  PROFILE_NOT_GIVEN,
  { ...PROFILE_NOT_GIVEN, sex: 'female', birth_year: 1980 },
  { ...PROFILE_NOT_GIVEN, sex: 'male', birth_year: 1960, unit_system: 'si' },
];

/** The patterns the rules know, each on its own so none hides another. */
const PATTERNS: AnalysedResult[][] = [
  [markerRow('haemoglobin', 10.9), markerRow('ferritin', 7), markerRow('mcv', 75)],
  [markerRow('haemoglobin', 10), markerRow('mcv', 105), markerRow('vitaminB12', 150)],
  [markerRow('haemoglobin', 10.5)],
  [markerRow('haemoglobin', 6.5), markerRow('ferritin', 5)],
  [markerRow('ferritin', 10)],
  [markerRow('egfr', 50), markerRow('creatinine', 1.6)],
  [markerRow('ldl', 175), markerRow('systolic', 146), markerRow('diastolic', 95)],
  [markerRow('hba1c', 8.5), markerRow('triglycerides', 240), markerRow('hdl', 35)],
  [markerRow('vitaminD', 12), markerRow('pth', 90)],
];

function summariesOf(language: Language): SummaryData[] {
  const profiles = [0, 1, 2, 3, 4, 5, 6].map(everyBiomarkerInBand);
  return [...profiles, ...PATTERNS].flatMap((results) =>
    PEOPLE.map((person) => analyseResults(results, TODAY, person)[language]),
  );
}

describe('the US English wording (review F29)', () => {
  it('spells every text of the engine the US way, for any results', () => {
    const text = summariesOf('us')
      .map((summary) => JSON.stringify(summary))
      .join('\n');
    // British spellings (ae/oe, -our, -re) a US reader would stumble over; 'angioedema' is US too.
    const british = text.match(
      /[\p{L}-]*(?:aemi|haem|fibre|faec|tumour|(?<!\p{L})oedem|oestr|paediatr|ischaem|diarrhoea|favour|colour|behaviour)[\p{L}-]*/giu,
    );
    expect([...new Set(british)]).toEqual([]);
  });
});

describe('the German wording (review F26, F27)', () => {
  const all = summariesOf('de')
    .map((summary) => JSON.stringify(summary))
    .join('\n');

  it('calls a treatment target a Zielwert or Zielbereich and a lab interval a Referenzbereich', () => {
    const { de } = analyseResults(
      [
        markerRow('ldl', 175),
        markerRow('systolic', 146),
        markerRow('hba1c', 6.0),
        markerRow('haemoglobin', 10.9),
        markerRow('egfr', 50),
      ],
      TODAY,
    );
    const text = JSON.stringify(de);
    expect(text).toContain(
      'LDL-Cholesterin 175 mg/dL (Hoch)** (1. Juni 2026); Zielwert <100 mg/dL',
    );
    expect(text).toContain('; Zielbereich 90–120 mmHg');
    expect(text).toContain('; Zielwert <5,7 %');
    expect(text).toMatch(/Hämoglobin 10,9 g\/dL \([^)]+\)\*\* \(1\. Juni 2026\); Referenzbereich/u);
    expect(text).toContain(
      'Blutdruck und Blutzucker im Zielbereich schützen die Nierenfunktion am besten.',
    );
    expect(all).not.toMatch(/Blutdruck und Blutzucker im Referenzbereich/u);
  });

  it('asks for a value again without an article or case to get wrong', () => {
    const { de } = analyseResults([markerRow('mcv', 102), markerRow('pth', 70)], TODAY);
    const recommendations = de.sections.flatMap((section) => section.recommendations);
    expect(recommendations).toContain(
      'Lassen Sie den Wert „Mittleres Erythrozytenvolumen (MCV)“ erneut bestimmen und besprechen Sie das Ergebnis (102 fL) ärztlich.',
    );
    expect(recommendations).toContain(
      'Lassen Sie den Wert „Parathormon (PTH), intakt“ erneut bestimmen und besprechen Sie das Ergebnis (70 pg/mL) ärztlich.',
    );
    // No biomarker's name stands bare after 'Lassen Sie', where its article and case would be missing.
    const bare = ALL_BIOMARKERS.filter((biomarker) =>
      all.includes(`Lassen Sie ${biomarker.name_de} erneut`),
    );
    expect(bare.map((biomarker) => biomarker.name_de)).toEqual([]);
  });

  it('uses one word for each thing, and one spelling of each unit', () => {
    expect(all).toContain('**entleerte Eisenspeicher**');
    expect(all).not.toContain('geleerte');
    expect(all).not.toContain('Grenzwerte erneut');
    expect(all).toContain('lassen Sie grenzwertige Befunde erneut bestimmen');
    expect(all).not.toContain('mg/dl');
    expect(all).not.toContain('Albumin-Kreatinin-Verhältnis');
    expect(all).toContain('Albumin-Kreatinin-Quotienten im Urin');
    expect(all).not.toContain('1.73');
    expect(all).toContain('mL/min/1,73m²');
  });
});
