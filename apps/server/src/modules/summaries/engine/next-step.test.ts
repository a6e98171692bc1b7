import type { PersonalProfile } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import type { AnalysedResult } from './analysed-result';
import { analyseResults } from './analyse-results';
import { biomarkerByLoinc, markerRow, resultRow } from './crafted-results';
import { readProfile } from './read-profile';
import { recommendedTestDate, scheduleRetests } from './retest-schedule';

/** The review's scenarios were read on 2026-11-28 from reports dated 2026-11-20. */
const TODAY = '2026-11-28';
const TESTED = '2026-11-20';

const HIV = biomarkerByLoinc('56888-1').id;
const HBSAG = biomarkerByLoinc('5196-1').id;
const ANTI_HCV = biomarkerByLoinc('13955-0').id;
const FIT = biomarkerByLoinc('29771-3').id;
const FOBT = biomarkerByLoinc('2335-8').id;
const HCG = biomarkerByLoinc('21198-7').id;

const WOMAN_1992: PersonalProfile = {
  sex: 'female',
  birth_year: 1992,
  unit_system: 'conventional',
};
const MAN_1990: PersonalProfile = { sex: 'male', birth_year: 1990, unit_system: 'conventional' };
const UNKNOWN: PersonalProfile = { sex: null, birth_year: null, unit_system: 'conventional' };

function printed(id: number, word: string, value: number): AnalysedResult {
  return resultRow(id, value, { value_text: word, test_date: TESTED });
}

/** F9's report: HBsAg, HIV 1/2 Ag/Ab and anti-HCV reactive, the stool test positive. */
const REACTIVE_SCREENS = [
  printed(HBSAG, 'Reactive', 2),
  printed(HIV, 'Reactive', 2),
  printed(ANTI_HCV, 'Positive', 2),
  printed(FIT, 'Positive', 1),
];

function recommendations(summary: ReturnType<typeof analyseResults>['us']): string {
  return summary.sections.flatMap((section) => section.recommendations).join('\n');
}

function sectionsText(summary: ReturnType<typeof analyseResults>['us']): string {
  return summary.sections.map((section) => section.explanatory_description).join('\n');
}

function schedule(rows: readonly AnalysedResult[], person: PersonalProfile = UNKNOWN) {
  return scheduleRetests(readProfile(rows, person, TODAY), TODAY).map((retest) => ({
    name: retest.reading.biomarker.name,
    due: retest.dueDate,
    reason: retest.reason,
  }));
}

describe('a reactive infection screen (F9)', () => {
  it('says a confirmatory test is needed now, in English', () => {
    const text = recommendations(analyseResults(REACTIVE_SCREENS, TODAY, WOMAN_1992).us);
    expect(text).toContain(
      'Your HIV-1/2 Antigen/Antibody Screen is reactive: a screening test can react without an infection, so this is not yet a diagnosis, but it needs a confirmatory test now. Contact your doctor within the next day or two to arrange it; repeating the same screen in a few months is not the next step.',
    );
    expect(text).toContain('Your Hepatitis B Surface Antigen (HBsAg) is reactive:');
    expect(text).toContain('Your Hepatitis C Antibody (Anti-HCV) is reactive:');
    expect(text).not.toContain('with your doctor soon, within the next few weeks');
    expect(text).not.toContain('of Reactive');
  });

  it('says so in German, without an English word', () => {
    const { de } = analyseResults(REACTIVE_SCREENS, TODAY, WOMAN_1992);
    expect(recommendations(de)).toContain(
      'Ihr Befund „HIV-1/2-Antigen/Antikörper-Suchtest“ ist reaktiv: Ein Suchtest kann auch ohne Infektion anschlagen, deshalb ist das noch keine Diagnose, muss aber jetzt mit einem Bestätigungstest abgeklärt werden. Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt, um ihn zu veranlassen;',
    );
    expect(sectionsText(de)).toContain('**HIV-1/2-Antigen/Antikörper-Suchtest Reaktiv**');
    expect(JSON.stringify(de)).not.toMatch(/Reactive|Positive|bald – in den nächsten Wochen/u);
  });

  it('is never scheduled as a retest: the confirmatory test is due now', () => {
    const profile = readProfile(REACTIVE_SCREENS, WOMAN_1992, TODAY);
    expect(schedule(REACTIVE_SCREENS, WOMAN_1992)).toEqual([
      { name: 'HIV-1/2 Antigen/Antibody Screen', due: TODAY, reason: 'confirm' },
      { name: 'Hepatitis B Surface Antigen (HBsAg)', due: TODAY, reason: 'confirm' },
      { name: 'Hepatitis C Antibody (Anti-HCV)', due: TODAY, reason: 'confirm' },
      { name: 'Fecal Immunochemical Test (FIT)', due: '2026-12-20', reason: 'colonoscopy' },
    ]);
    expect(recommendedTestDate(profile, TODAY)).toBe(TODAY);
    // A non-reactive screen is repeated as any routine test.
    expect(schedule([printed(HIV, 'Non-reactive', 0)])).toEqual([
      { name: 'HIV-1/2 Antigen/Antibody Screen', due: '2027-11-20', reason: 'routine' },
    ]);
  });
});

describe('a positive stool test (F9, F32)', () => {
  it('says colonoscopy, not a repeat test, in English and German', () => {
    const { us, de } = analyseResults([printed(FIT, 'Positive', 1)], TODAY, WOMAN_1992);
    expect(recommendations(us)).toContain(
      'Your Fecal Immunochemical Test (FIT) is positive: a positive stool test is followed by a colonoscopy, not by a repeat stool test. Ask your doctor to arrange one within the next few weeks;',
    );
    expect(recommendations(us)).not.toContain('measured again');
    expect(recommendations(de)).toContain(
      'Ihr Befund „Immunologischer Stuhltest (iFOBT)“ ist positiv: Auf einen positiven Stuhltest folgt eine Darmspiegelung (Koloskopie), keine Wiederholung des Stuhltests.',
    );
    expect(recommendations(de)).not.toContain('erneut bestimmen');
  });

  it('the guaiac test (FOBT) is its own biomarker and calls for a colonoscopy too', () => {
    expect(FOBT).not.toBe(FIT);
    expect(biomarkerByLoinc('29771-3').aliases).not.toContain('FOBT');
    expect(biomarkerByLoinc('2335-8').aliases).toContain('FOBT');
    expect(schedule([printed(FOBT, 'Positive', 1)])).toEqual([
      { name: 'Fecal Occult Blood Test (FOBT)', due: '2026-12-20', reason: 'colonoscopy' },
    ]);
  });
});

describe('lipoprotein(a) is measured once (F22)', () => {
  it('is not sent for a repeat test and gets no retest date', () => {
    const rows = [markerRow('lpaMolar', 120, { test_date: TESTED })];
    const { us, de } = analyseResults(rows, TODAY);
    expect(recommendations(us)).toContain(
      'Discuss your Lipoprotein(a) (nmol/L) of 120 nmol/L with your doctor as part of your overall cardiovascular risk. Lipoprotein(a) is largely inherited and barely changes, so one measurement is enough; it does not need to be measured again.',
    );
    expect(recommendations(us)).not.toContain('measured again and discuss');
    expect(recommendations(de)).toContain(
      'eine Messung genügt, eine erneute Bestimmung ist nicht nötig.',
    );
    expect(recommendations(de)).not.toContain('erneut bestimmen');
    expect(schedule(rows)).toEqual([]);
    expect(us.next_recommended_test_date).toBe('');
  });

  it('in either unit, is left out of the schedule beside other results', () => {
    const rows = [
      markerRow('lpaMass', 65, { test_date: TESTED }),
      markerRow('ldl', 90, { test_date: TESTED }),
    ];
    expect(schedule(rows)).toEqual([
      { name: 'LDL Cholesterol', due: '2027-11-20', reason: 'routine' },
    ]);
  });
});

describe('a raised hCG (F15)', () => {
  const hcg = (value: number) => resultRow(HCG, value, { test_date: TESTED });

  it('in a woman says a pregnancy test first, never "desired range <1"', () => {
    const { us, de } = analyseResults([hcg(25_000)], TODAY, WOMAN_1992);
    expect(sectionsText(us)).toContain(
      '**hCG 25,000 mIU/mL (Elevated)** (Nov 20, 2026); range outside pregnancy <1 mIU/mL',
    );
    expect(JSON.stringify(us)).not.toContain('desired range <1');
    expect(recommendations(us)).toContain(
      'Your hCG of 25,000 mIU/mL is raised. In a woman, by far the most common cause of a raised hCG is a pregnancy, so a pregnancy test comes first',
    );
    expect(recommendations(us)).not.toContain('within the next few weeks');
    expect(sectionsText(de)).toContain('Bereich außerhalb einer Schwangerschaft <1 mIU/mL');
    expect(recommendations(de)).toContain(
      'deshalb steht ein Schwangerschaftstest an erster Stelle',
    );
    expect(sectionsText(us)).toContain('hCG is above all a pregnancy test');
    expect(schedule([hcg(25_000)], WOMAN_1992)).toEqual([
      { name: 'hCG', due: TODAY, reason: 'pregnancy_test' },
    ]);
  });

  it('in a man is a prompt finding: a testicular examination within a day or two', () => {
    const { us, de } = analyseResults([hcg(50)], TODAY, MAN_1990);
    expect(recommendations(us)).toContain(
      'Your hCG of 50 mIU/mL is raised. In a man, a raised hCG can come from a testicular (germ-cell) tumor: contact your doctor within the next day or two for an examination of the testicles, usually with an ultrasound scan.',
    );
    expect(recommendations(us)).not.toContain('pregnancy');
    expect(recommendations(de)).toContain(
      'Bei einem Mann kann ein erhöhtes hCG von einem Hodentumor (Keimzelltumor) stammen: Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt',
    );
    expect(schedule([hcg(50)], MAN_1990)).toEqual([{ name: 'hCG', due: TODAY, reason: 'confirm' }]);
  });

  it('names both steps while sex is unknown', () => {
    const text = recommendations(analyseResults([hcg(50)], TODAY, UNKNOWN).us);
    expect(text).toContain('In a woman,');
    expect(text).toContain('In a man,');
  });

  it('is no longer given a tumour-marker name by an alias', () => {
    for (const alias of biomarkerByLoinc('21198-7').aliases) expect(alias).not.toMatch(/tumou?r/iu);
  });
});

describe('the sections of infection, clotting and tumour markers (F32)', () => {
  const intro = (rows: AnalysedResult[], language: 'us' | 'de') =>
    analyseResults(rows, TODAY)[language].sections[0]?.explanatory_description.split('\n')[0];

  it('open with their own context, not the general sentence', () => {
    const rows: AnalysedResult[][] = [
      [printed(HIV, 'Non-reactive', 0)],
      [markerRow('inr', 1)],
      [resultRow(biomarkerByLoinc('2039-6').id, 2)],
    ];
    for (const row of rows) {
      expect(intro(row, 'us')).not.toBe('These markers give a further view of your health.');
      expect(intro(row, 'de')).not.toBe(
        'Diese Marker geben einen weiteren Einblick in Ihre Gesundheit.',
      );
    }
  });

  it('say tumour markers are for monitoring, not screening, and what raises them', () => {
    const cea = [resultRow(biomarkerByLoinc('2039-6').id, 2)];
    expect(intro(cea, 'us')).toContain(
      'These markers are for monitoring a known disease, such as checking the response to treatment or watching for its return; they are not screening tests for healthy people',
    );
    expect(intro(cea, 'us')).toContain(
      'smoking raises CEA, menstruation, pregnancy and endometriosis raise CA-125',
    );
    expect(intro(cea, 'de')).toContain('zur Früherkennung bei Gesunden sind sie nicht geeignet');
    expect(intro(cea, 'de')).toContain(
      'Rauchen erhöht das CEA, Menstruation, Schwangerschaft und Endometriose erhöhen das CA-125',
    );
  });
});
