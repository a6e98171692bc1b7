import { describe, expect, it } from 'vitest';
import { analyseResults } from '../engine/analyse-results';
import { markerRow } from '../engine/crafted-results';
import { additionTo } from './added-to-the-rules';

/** A routine summary with prose around the values: two out of range, one better, one worse. */
const SUMMARY = analyseResults(
  [
    markerRow('hba1c', 8.5),
    markerRow('ldl', 130),
    markerRow('hdl', 38, { test_date: '2026-01-10' }),
    markerRow('hdl', 50),
    markerRow('tsh', 2),
    markerRow('triglycerides', 120, { test_date: '2026-01-10' }),
    markerRow('triglycerides', 250),
  ],
  '2026-06-15',
);
const US = SUMMARY.us.insights;
const DE = SUMMARY.de.insights;

/** Rewordings a careful writer could make: new words, sentences split, joined and turned round. */
const HONEST = {
  us: `Of the 282 biomarkers, you have results for **5**. **2** of them are within their desired range, while **3** fall outside it.

- **Values in the diabetes range:** HbA1c 8.5 % (Diabetes Range)
- **Raised atherogenic lipids:** LDL Cholesterol 130 mg/dL (Borderline High)

Since your previous test, HDL Cholesterol has moved the right way: 50 mg/dL (Normal), up from 38 mg/dL on Jan 10, 2026.

Triglycerides, however, have moved the wrong way since the previous test: 250 mg/dL (High), up from 120 mg/dL on Jan 10, 2026.`,
  de: `Für **5 von 282** Biomarkern liegen Ergebnisse vor. **2** davon liegen im Referenzbereich, **3** außerhalb.

- **Werte im Diabetesbereich:** HbA1c 8,5 % (Diabetesbereich)
- **Erhöhte atherogene Blutfette:** LDL-Cholesterin 130 mg/dL (Grenzwertig hoch)

Seit dem vorigen Test hat sich HDL-Cholesterin in die richtige Richtung entwickelt: 50 mg/dL (Normal), gestiegen von 38 mg/dL am 10. Jan. 2026.

In die falsche Richtung haben sich dagegen die Triglyceride entwickelt: 250 mg/dL (Hoch), gestiegen von 120 mg/dL am 10. Jan. 2026.`,
} as const;

describe('a rewording that adds nothing', () => {
  it('is the summary this test rewords', () => {
    expect(US).toContain(
      'Moving the right way since the previous test: HDL Cholesterol 50 mg/dL (Normal), up from 38 mg/dL on Jan 10, 2026.',
    );
    expect(DE).toContain(
      'Seit dem vorigen Test in die falsche Richtung: Triglyceride 250 mg/dL (Hoch), gestiegen von 120 mg/dL am 10. Jan. 2026.',
    );
  });

  it.each(['us', 'de'] as const)('passes a careful rewording in %s', (language) => {
    expect(additionTo(SUMMARY[language].insights, HONEST[language], language)).toBeUndefined();
  });

  it('passes the test stand-in’s rewordings', () => {
    expect(additionTo(US, `Gently put: ${US}`, 'us')).toBeUndefined();
    expect(additionTo(US, `Put simply: ${US}`, 'us')).toBeUndefined();
    expect(additionTo(DE, `Kurz gesagt: ${DE}`, 'de')).toBeUndefined();
    expect(
      additionTo(US, US.replace('You have results for', 'There are results for'), 'us'),
    ).toBeUndefined();
    expect(
      additionTo(DE, DE.replace('Sie haben Ergebnisse für', 'Es liegen Ergebnisse vor für'), 'de'),
    ).toBeUndefined();
  });

  it('passes the rules’ own text, whatever it says about doctors and treatment', () => {
    for (const language of ['us', 'de'] as const) {
      const impression = SUMMARY[language].overall_impression;
      expect(additionTo(impression, impression, language)).toBeUndefined();
    }
  });
});

describe('a rewording that adds to the rules', () => {
  // The case: every number kept, an instruction and a phishing link added.
  it('refuses medication advice and a link that keep every number', () => {
    const added = `${US}\n\nYou can stop taking your medication. [verify your account](https://evil.example/login)`;
    expect(additionTo(US, added, 'us')).toBe('link');
    expect(additionTo(US, `${US}\n\nYou can stop taking your medication.`, 'us')).toBe(
      'medication advice',
    );
  });

  it.each([
    ['a markdown link', 'See [your results](https://evil.example/login) for Triglycerides.'],
    ['a reference link', 'See [your results][1] for Triglycerides.\n\n[1]: evil'],
    ['a bare URL', 'Triglycerides: https://evil.example/login'],
    ['an address with www.', 'Triglycerides, see www.evil-example.com'],
    ['a bare domain', 'Triglycerides, see evil.example/login'],
    ['an e-mail address', 'Triglycerides: write to help@evil-example.com'],
  ])('refuses %s', (_, line) => {
    expect(additionTo(US, `${US}\n\n${line}`, 'us')).toBe('link');
  });

  it('refuses an image', () => {
    expect(additionTo(US, `${US}\n\n![Triglycerides](chart.png)`, 'us')).toBe('image');
  });

  it.each([
    '<a href="x">HDL Cholesterol</a>',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '<!-- HDL Cholesterol -->',
  ])('refuses HTML: %s', (html) => {
    expect(additionTo(US, `${US}\n\n${html}`, 'us')).toBe('html');
  });

  it.each([
    'You can stop taking your medication.',
    'You may skip your statin for now.',
    'Double your insulin dose.',
    'It would be wise to stop taking metformin.',
    'There is no need to see a doctor about Triglycerides.',
    'You don’t need to see your doctor about HDL Cholesterol.',
    'A doctor’s appointment is not necessary for Triglycerides 250 mg/dL (High).',
  ])('refuses advice on medication or doctors in English: %s', (sentence) => {
    expect(additionTo(US, `${US}\n\n${sentence}`, 'us')).toBe('medication advice');
  });

  it.each([
    'Sie können Ihre Medikamente absetzen.',
    'Setzen Sie Ihr Statin ab.',
    'Verdoppeln Sie Ihre Insulindosis.',
    'Sie brauchen die Tabletten nicht mehr einzunehmen.',
    'Sie müssen wegen der Triglyceride nicht zum Arzt.',
    'Sie brauchen keinen Arzttermin für HDL-Cholesterin.',
    'Ein Arztbesuch ist für die Triglyceride 250 mg/dL (Hoch) nicht nötig.',
  ])('refuses advice on medication or doctors in German: %s', (sentence) => {
    expect(additionTo(DE, `${DE}\n\n${sentence}`, 'de')).toBe('medication advice');
  });

  it.each([
    ['us', 'Your results look fine overall; enjoy your day.'],
    ['us', 'Eating more fibre will bring your Triglycerides down quickly.'],
    ['us', 'HDL Cholesterol 50 mg/dL (Normal) means your heart is healthy.'],
    ['us', 'Here is an overview of your results, read calmly.'],
    ['de', 'Ihre Werte sehen insgesamt gut aus; genießen Sie Ihren Tag.'],
    ['de', 'Hier ist Ihre Übersicht, in Ruhe gelesen.'],
    ['de', 'Mehr Ballaststoffe senken Ihre Triglyceride schnell.'],
  ] as const)('refuses a sentence the rules did not say (%s): %s', (language, sentence) => {
    const original = SUMMARY[language].insights;
    expect(additionTo(original, `${original}\n\n${sentence}`, language)).toBe('unmatched sentence');
  });

  it('refuses a number the rules did not give, even in a sentence like theirs', () => {
    expect(
      additionTo(
        US,
        US.replace('up from 120 mg/dL', 'up from 120 mg/dL, and 400 mg/dL is the limit'),
        'us',
      ),
    ).toBe('unmatched sentence');
  });
});
