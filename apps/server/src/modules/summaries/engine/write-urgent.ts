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

/** The readings that need a doctor within a day or two (none of them critical), in catalogue order. */
function promptReadings(profile: Profile): Reading[] {
  return profile.readings.filter((reading) => reading.prompt !== undefined);
}

/**
 * The instructions that open the summary: what to do today about critical values, then what to
 * do within a day or two about prompt ones; empty when neither is there.
 */
export function urgentInstructions(profile: Profile, phrases: Phrases): string[] {
  const critical = criticalReadings(profile);
  const prompt = promptReadings(profile);
  return [
    ...(critical.length === 0
      ? []
      : [phrases.urgent.instruction(critical.map((reading) => phrases.urgent.reading(reading)))]),
    ...(prompt.length === 0
      ? []
      : [
          phrases.prompt.instruction(
            prompt.map((reading) => phrases.reading(reading)),
            prompt.every((reading) => reading.prompt?.concern === 'near_alert'),
          ),
        ]),
  ];
}

/** The warning signs of what these values endanger, the most telling few of each, then the general ones. */
function warningSigns(
  findings: readonly (Reading['critical'] | Reading['prompt'])[],
  phrases: Phrases,
): string[] {
  const signs = new Set<string>();
  for (const finding of findings) {
    if (finding?.signs === undefined) continue;
    for (const sign of phrases.urgent.signs(finding.signs, finding.side).slice(0, SIGNS_PER_VALUE))
      addSign(signs, sign);
  }
  for (const sign of phrases.urgent.generalSigns) addSign(signs, sign);
  return [...signs].slice(0, MAX_SIGNS);
}

function lowGlucose(findings: readonly (Reading['critical'] | Reading['prompt'])[]): boolean {
  return findings.some((finding) => finding?.signs === 'glucose' && finding.side === 'low');
}

/** The date sentence when the newest of these readings is weeks old; empty otherwise. */
function datedLines(readings: readonly Reading[], phrases: Phrases, today: string): string[] {
  const newest =
    readings
      .map((reading) => reading.latest.date)
      .sort()
      .at(-1) ?? today;
  return daysBetween(newest, today) > DAYS_UNTIL_DATED
    ? ['', phrases.urgent.dated(phrases.formatDate(newest))]
    : [];
}

function criticalPart(
  critical: readonly Reading[],
  instruction: string,
  phrases: Phrases,
  today: string,
): string {
  const findings = critical.map((reading) => reading.critical);
  const emergency = phrases.urgent.emergency(warningSigns(findings, phrases));
  return [
    instruction,
    ...datedLines(critical, phrases, today),
    '',
    ...critical.map((reading) => phrases.urgent.item(reading)),
    '',
    lowGlucose(findings) ? `${phrases.urgent.lowGlucose} ${emergency}` : emergency,
  ].join('\n');
}

function promptPart(
  prompt: readonly Reading[],
  instruction: string,
  dated: boolean,
  phrases: Phrases,
  today: string,
): string {
  const findings = prompt.map((reading) => reading.prompt);
  const symptoms = phrases.prompt.symptoms(warningSigns(findings, phrases));
  return [
    instruction,
    ...(dated ? datedLines(prompt, phrases, today) : []),
    '',
    ...prompt.map((reading) => phrases.prompt.item(reading)),
    '',
    lowGlucose(findings) ? `${phrases.urgent.lowGlucose} ${symptoms}` : symptoms,
  ].join('\n');
}

/**
 * The part of the summary shown before everything else (markdown): what to do today about
 * values past an alert limit, each with its limit, and when to call emergency services, with the
 * warning signs of what those values endanger first; then the values that need a doctor within
 * a day or two, each with why, and what to do if symptoms come first. Empty when neither is there.
 */
export function writeUrgent(profile: Profile, phrases: Phrases, today: string): string {
  const critical = criticalReadings(profile);
  const prompt = promptReadings(profile);
  const [first, second] = urgentInstructions(profile, phrases);
  if (first === undefined) return '';
  if (critical.length === 0) return promptPart(prompt, first, true, phrases, today);
  const parts = [criticalPart(critical, first, phrases, today)];
  // The critical part already says when its values are weeks old.
  const criticalDated = datedLines(critical, phrases, today).length > 0;
  if (second !== undefined) parts.push(promptPart(prompt, second, !criticalDated, phrases, today));
  return parts.join('\n\n');
}
