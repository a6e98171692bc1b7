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
const PEOPLE = ['Jane Doe', 'John Smith', 'Maria Muster', 'Alex Example', 'Erika Mustermann'];

const WORDS = {
  en: { patient: 'Patient', born: 'Date of birth', dates: ['Report date', 'Reported on', 'Date'] },
  de: { patient: 'Patient', born: 'Geb.-Datum', dates: ['Befunddatum', 'Berichtsdatum', 'Datum'] },
} as const;

/** A letterhead: the lab, its address, the patient and the report date; ends at `bottom`. */
export function reportHeader(
  random: Random,
  language: ReportLanguage,
  date: ReportDate,
): { texts: PdfText[]; bottom: number } {
  const words = WORDS[language];
  const born = `${String(random.int(1, 28)).padStart(2, '0')}.0${String(random.int(1, 9))}.${String(random.int(1940, 2000))}`;
  const texts = [
    ...line(40, [[40, random.pick(LABS)]], 16),
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
      [40, `ID: ${String(random.int(100000, 9999999))}`],
      [320, `${random.pick(words.dates)}: ${date.printed}`],
    ]),
  ];
  return { texts, bottom: 130 };
}
