import { describe, expect, it } from 'vitest';
import { analyseResults } from '../engine/analyse-results';
import { markerRow } from '../engine/crafted-results';
import { lostMeaning, mustKeepVerbatim } from './keeps-the-meaning';
import type { RewordedField } from './keeps-the-meaning';
import { readsAsLanguage } from './reads-as-language';

/** Review F10's profile without the potassium, so the summary is one the model may reword. */
const SUMMARY = analyseResults([markerRow('hba1c', 8.5), markerRow('ldl', 172)], '2026-06-15');

function check(language: 'us' | 'de', field: RewordedField, rewrite: (text: string) => string) {
  const data = SUMMARY[language];
  const original = data[field];
  return lostMeaning(
    original,
    rewrite(original),
    language,
    mustKeepVerbatim(data, field, language),
  );
}

describe('what a rewording must keep', () => {
  it('keeps the tier line and the disclaimer of the impression word for word', () => {
    expect(mustKeepVerbatim(SUMMARY.us, 'overall_impression', 'us')).toEqual([
      'Some of your values need attention: they are important to discuss with your doctor soon, who can place them in the context of your history and any treatment and decide whether further tests are needed.',
      '*This summary is generated from your results by fixed rules. It is not a diagnosis and not medical advice; please discuss your results with a doctor.*',
    ]);
    expect(mustKeepVerbatim(SUMMARY.de, 'insights', 'de')).toEqual([
      'LDL-Cholesterin 172 mg/dL (Hoch)',
      'HbA1c 8,5 % (Diabetesbereich)',
    ]);
  });

  it.each(['us', 'de'] as const)(
    'refuses a %s impression without its doctor sentences',
    (language) => {
      const withoutDoctors = (text: string) =>
        text
          .split(/(?<=[.:])\s+/u)
          .filter((sentence) => !/doctor|Ärztin|Arzt/u.test(sentence))
          .join(' ');
      expect(check(language, 'overall_impression', withoutDoctors)).toBe('verbatim');
    },
  );

  it('refuses a band label turned into reassurance, in both languages', () => {
    expect(
      check('us', 'insights', (text) =>
        text.replace('HbA1c 8.5 % (Diabetes Range)', 'HbA1c 8.5 % (a little above average)'),
      ),
    ).toBe('verbatim');
    expect(
      check('de', 'insights', (text) =>
        text.replace('(Diabetesbereich)', '(etwas über dem Durchschnitt)'),
      ),
    ).toBe('verbatim');
  });

  it('refuses an impression without its disclaimer', () => {
    expect(check('us', 'overall_impression', (text) => text.split('\n\n')[0] ?? '')).toBe(
      'verbatim',
    );
    expect(check('de', 'overall_impression', (text) => text.split('\n\n')[0] ?? '')).toBe(
      'verbatim',
    );
  });

  it('refuses a German field written in English around the kept values', () => {
    const inEnglish = (text: string) =>
      text
        .replace(
          /Sie haben Ergebnisse für (\*\*\d+) von (\d+\*\*) Biomarkern: (\*\*\d+\*\*) [^*]+(\*\*\d+\*\*) außerhalb\./u,
          'You have results for $1 of $2 biomarkers: $3 are in their desired range and $4 are not.',
        )
        .replace('Werte im Diabetesbereich', 'Values in the diabetes range')
        .replace('Erhöhte atherogene Blutfette', 'Raised blood fats');
    expect(check('de', 'insights', inEnglish)).toBe('language');
  });

  it('refuses a band label dropped from a value back in range', () => {
    const improved = analyseResults(
      [markerRow('ldl', 172, { test_date: '2026-01-10' }), markerRow('ldl', 95)],
      '2026-06-15',
    ).us;
    const original = improved.insights;
    expect(original).toContain('LDL Cholesterol 95 mg/dL (Optimal), down from 172 mg/dL');
    expect(
      lostMeaning(
        original,
        original.replace('95 mg/dL (Optimal)', '95 mg/dL'),
        'us',
        mustKeepVerbatim(improved, 'insights', 'us'),
      ),
    ).toBe('band label');
  });

  it('accepts a faithful rewording in either language', () => {
    expect(
      check('us', 'insights', (text) =>
        text.replace('You have results for', 'There are results for'),
      ),
    ).toBeUndefined();
    expect(
      check('de', 'insights', (text) =>
        text.replace('Sie haben Ergebnisse für', 'Es liegen Ergebnisse vor für'),
      ),
    ).toBeUndefined();
    expect(
      check(
        'de',
        'overall_impression',
        (text) => `Hier ist Ihre Übersicht, in Ruhe gelesen.\n\n${text}`,
      ),
    ).toBeUndefined();
  });
});

describe('the language of a text', () => {
  it('tells German from English by its function words', () => {
    expect(readsAsLanguage(SUMMARY.de.overall_impression, 'de')).toBe(true);
    expect(readsAsLanguage(SUMMARY.us.overall_impression, 'de')).toBe(false);
    expect(readsAsLanguage(SUMMARY.us.insights, 'us')).toBe(true);
    expect(readsAsLanguage(SUMMARY.de.insights, 'us')).toBe(false);
  });
});
