import type { Random } from './random';
import type { ReportLanguage } from './report-model';

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export interface ReportDate {
  /** YYYY-MM-DD. */
  iso: string;
  /** As the report prints it. */
  printed: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A date between 2015 and 2026 printed the way labs in `language` print dates: German always
 * day.month.year; English in formats that cannot be misread (no 03/04/2026).
 */
export function randomDate(random: Random, language: ReportLanguage): ReportDate {
  const year = random.int(2015, 2026);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const iso = `${String(year)}-${pad(month)}-${pad(day)}`;
  if (language === 'de') return { iso, printed: `${pad(day)}.${pad(month)}.${String(year)}` };
  const name = MONTHS[month - 1] ?? 'Jan';
  const printed = random.pick([
    iso,
    `${String(day)} ${name} ${String(year)}`,
    `${name} ${String(day)}, ${String(year)}`,
    `${pad(day)}-${name}-${String(year)}`,
  ]);
  return { iso, printed };
}
