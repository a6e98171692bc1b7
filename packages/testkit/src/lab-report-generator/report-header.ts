import type { PdfText } from '../make-pdf';
import { line } from './page-lines';
import type { Random } from './random';
import type { ReportDate } from './report-date';
import type { ReportLanguage } from './report-model';

const LABS = [
  'Riverside Medical Laboratory',
  'Northgate Clinical Diagnostics',
  'Harbour Pathology Services',
  'Laborpraxis am Stadtpark',
  'MVZ Labor Westend',
  'Valley Diagnostic Centre',
] as const;
/**
 * How a report names its lab: as the letterhead, or under a title with a label ('Laboratory:',
 * 'Performing lab:'). Drawn with the lab in one pick, so every report keeps its other draws.
 */
type LabForm = 'letterhead' | 'labelled' | 'performing';
const LAB_FORMS: readonly LabForm[] = ['letterhead', 'labelled', 'performing'];
const LAB_PRINTS = LABS.flatMap((lab) => LAB_FORMS.map((form) => ({ lab, form })));

const PEOPLE = ['Jane Doe', 'John Smith', 'Maria Muster', 'Alex Example', 'Erika Mustermann'];

const WORDS = {
  en: {
    patient: 'Patient',
    born: 'Date of birth',
    dates: ['Report date', 'Reported on', 'Date'],
    titles: { labelled: 'Laboratory Report', performing: 'Test Results' },
    labels: { labelled: 'Laboratory', performing: 'Performing lab' },
  },
  de: {
    patient: 'Patient',
    born: 'Geb.-Datum',
    dates: ['Befunddatum', 'Berichtsdatum', 'Datum'],
    titles: { labelled: 'Laborbefund', performing: 'Befundbericht' },
    labels: { labelled: 'Labor', performing: 'Durchführendes Labor' },
  },
} as const;

/**
 * A letterhead: the lab (as the heading, or labelled under a title), its address, the patient and
 * the report date; ends at `bottom`. `lab` is the lab's name as printed.
 */
export function reportHeader(
  random: Random,
  language: ReportLanguage,
  date: ReportDate,
): { texts: PdfText[]; bottom: number; lab: string } {
  const words = WORDS[language];
  const born = `${String(random.int(1, 28)).padStart(2, '0')}.0${String(random.int(1, 9))}.${String(random.int(1940, 2000))}`;
  const { lab, form } = random.pick(LAB_PRINTS);
  // The id is drawn whether or not it is printed, so that every report keeps its other draws.
  const labelledOr = (id: string) => (form === 'letterhead' ? id : `${words.labels[form]}: ${lab}`);
  const texts = [
    ...line(40, [[40, form === 'letterhead' ? lab : words.titles[form]]], 16),
    ...line(
      58,
      [
        [
          40,
          `${String(random.int(1, 240))} Main Street, ${String(random.int(10000, 99999))} Springfield`,
        ],
      ],
      9,
    ),
    ...line(84, [
      [40, `${words.patient}: ${random.pick(PEOPLE)}`],
      [320, `${words.born}: ${born}`],
    ]),
    ...line(100, [
      [40, labelledOr(`ID: ${String(random.int(100000, 9999999))}`)],
      [320, `${random.pick(words.dates)}: ${date.printed}`],
    ]),
  ];
  return { texts, bottom: 130, lab };
}
