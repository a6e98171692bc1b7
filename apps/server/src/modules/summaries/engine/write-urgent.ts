import { SIGNS_BY_ACUITY } from '../../biomarkers/catalogue/critical-limits';
import type { Phrases } from './phrases';
import type { Profile, Reading } from './read-profile';

/**
 * Enough warning signs to recognise an emergency, few enough to read at a glance: the most
 * telling few of each critical value's kind, then the general ones.
 */
const SIGNS_PER_VALUE = 3;
const MAX_SIGNS = 10;

/** A result older than this may already have been acted on; the text says so, still urgently. */
const DAYS_UNTIL_DATED = 14;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

function acuityOf(reading: Reading): number {
  return reading.critical === undefined
    ? SIGNS_BY_ACUITY.length
    : SIGNS_BY_ACUITY.indexOf(reading.critical.signs);
}

/** The readings past an alert limit, the most acute kind first, else in catalogue order. */
function criticalReadings(profile: Profile): Reading[] {
  return profile.readings
    .filter((reading) => reading.critical !== undefined)
    .sort((a, b) => acuityOf(a) - acuityOf(b));
}

/**
 * Adds a warning sign unless one already named says it ('chest pain' after 'chest pain or
 * pressure'), and drops those it says itself.
 */
function addSign(signs: Set<string>, sign: string): void {
  if ([...signs].some((named) => named.includes(sign))) return;
  for (const named of signs) if (sign.includes(named)) signs.delete(named);
  signs.add(sign);
}

/** The instruction that opens a critical summary, naming the critical values; '' without any. */
export function urgentInstruction(profile: Profile, phrases: Phrases): string {
  const critical = criticalReadings(profile);
  return critical.length === 0
    ? ''
    : phrases.urgent.instruction(critical.map((reading) => phrases.urgent.reading(reading)));
}

/**
 * The part of the summary shown before everything else (markdown): what to do today about
 * values past an alert limit, each with its limit, and when to call emergency services, with the
 * warning signs of what those values endanger first. Empty when nothing is critical.
 */
export function writeUrgent(profile: Profile, phrases: Phrases, today: string): string {
  const critical = criticalReadings(profile);
  if (critical.length === 0) return '';
  const signs = new Set<string>();
  for (const { critical: finding } of critical) {
    if (finding === undefined) continue;
    for (const sign of phrases.urgent.signs(finding.signs, finding.side).slice(0, SIGNS_PER_VALUE))
      addSign(signs, sign);
  }
  for (const sign of phrases.urgent.generalSigns) addSign(signs, sign);
  const lowGlucose = critical.some(
    ({ critical: finding }) => finding?.signs === 'glucose' && finding.side === 'low',
  );
  const emergency = phrases.urgent.emergency([...signs].slice(0, MAX_SIGNS));
  const newest =
    critical
      .map((reading) => reading.latest.date)
      .sort()
      .at(-1) ?? today;
  const dated =
    daysBetween(newest, today) > DAYS_UNTIL_DATED
      ? ['', phrases.urgent.dated(phrases.formatDate(newest))]
      : [];
  return [
    urgentInstruction(profile, phrases),
    ...dated,
    '',
    ...critical.map((reading) => phrases.urgent.item(reading)),
    '',
    lowGlucose ? `${phrases.urgent.lowGlucose} ${emergency}` : emergency,
  ].join('\n');
}
