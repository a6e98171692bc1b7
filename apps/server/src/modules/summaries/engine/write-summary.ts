import type { CategorySummary, SummaryData } from '@labtrail/contract/summaries';
import { ALL_BIOMARKERS, CATALOGUE } from '../../biomarkers/catalogue/catalogue';
import { localise } from '../../biomarkers/localise';
import { categoryNote } from './category-notes';
import type { Pattern } from './find-patterns';
import { comparableMeasurements } from './phrase-helpers';
import type { Phrases } from './phrases';
import type { Profile, Reading } from './read-profile';
import { levelOf, recommendedTestDate } from './retest-schedule';
import type { Level } from './retest-schedule';
import { urgentInstructions, writeUrgent } from './write-urgent';

function fill(template: string, pattern: Pattern, phrases: Phrases): string {
  const evidence = phrases.list(
    pattern.evidence.map((reading) => `**${phrases.reading(reading)}**${phrases.change(reading)}`),
  );
  const context = pattern.context.map((reading) => phrases.reading(reading));
  const single = pattern.evidence.length === 1;
  return template
    .replace('{evidence}', evidence.charAt(0).toUpperCase() + evidence.slice(1))
    .replace(/\{plural:([^|}]*)\|([^}]*)\}/g, (_, one: string, many: string) =>
      single ? one : many,
    )
    .replace(/\{context:([^}]*)\}/g, (_, text: string) => (context.length > 0 ? text : ''))
    .replace('{context}', context.length > 0 ? phrases.alsoRelevant(phrases.list(context)) : '');
}

/**
 * A pattern's text; with critical evidence its critical sentence replaces the routine one, with
 * prompt evidence its prompt sentence.
 */
function describePattern(pattern: Pattern, phrases: Phrases): string {
  const text = phrases.patterns[pattern.kind];
  const closing = pattern.critical ? text.critical : pattern.prompt ? text.prompt : text.routine;
  return [`**${text.title}.**`, fill(text.text, pattern, phrases).trim(), closing]
    .filter((part) => part !== '')
    .join(' ');
}

function bySeverity(a: Reading, b: Reading): number {
  return b.severity - a.severity || a.biomarker.id - b.biomarker.id;
}

function readingLine(reading: Reading, phrases: Phrases): string {
  const notes: string[] = [];
  if (reading.critical !== undefined) notes.push(phrases.urgent.note(reading));
  if (reading.prompt !== undefined) notes.push(phrases.prompt.note(reading));
  const showReference =
    reading.severity > 0 || reading.treatmentTarget || reading.biomarker.age_dependent === true;
  const reference = showReference ? phrases.reference(reading) : '';
  if (reference !== '') notes.push(reference);
  return `- **${phrases.reading(reading)}** (${phrases.formatDate(reading.latest.date)})${phrases.change(reading)}${notes.map((note) => `; ${note}`).join('')}`;
}

function listed(heading: string, readings: readonly Reading[], phrases: Phrases): string[] {
  return readings.length === 0
    ? []
    : ['', heading, ...readings.map((reading) => readingLine(reading, phrases))];
}

function writeSection(
  categoryId: number,
  readings: readonly Reading[],
  patterns: readonly Pattern[],
  phrases: Phrases,
): CategorySummary {
  const note = categoryNote(categoryId, phrases.language);
  const entry = CATALOGUE.find((candidate) => candidate.category.id === categoryId);
  const categoryName =
    entry === undefined ? '' : localise(phrases.language).categoryName(entry.category);
  const critical = readings.filter((reading) => reading.critical !== undefined);
  const others = readings.filter((reading) => reading.critical === undefined);
  // A value whose target depends on treatment (INR) is not simply out of range.
  const onTreatment = others.filter((reading) => reading.severity > 0 && reading.treatmentTarget);
  const outside = others
    .filter((reading) => reading.severity > 0 && !reading.treatmentTarget)
    .sort(bySeverity);
  const inside = readings.filter((reading) => reading.severity === 0);
  const lines = [
    note.intro,
    '',
    phrases.categoryCount(categoryName, readings.length, inside.length),
    ...listed(phrases.criticalHeading, critical, phrases),
    ...listed(phrases.outOfRangeHeading, outside, phrases),
    ...listed(phrases.treatmentHeading, onTreatment, phrases),
    ...listed(phrases.inRangeHeading, inside, phrases),
  ];

  const related = patterns.filter((pattern) =>
    pattern.evidence.some((reading) => reading.category.id === categoryId),
  );
  const connections =
    related.length === 0
      ? phrases.noConnections
      : related.map((pattern) => describePattern(pattern, phrases)).join('\n\n');

  // The urgent step leads, also where a critical pattern reaches in from another category, then
  // the prompt step; the routine steps of a critical or prompt pattern (repeat in weeks, home
  // readings, lifestyle) are left out, and so is the category's habit beside such a value.
  const reachingIn = (
    pressing: (pattern: Pattern) => boolean,
    has: (reading: Reading) => boolean,
  ) => related.filter(pressing).flatMap((pattern) => pattern.evidence.filter(has));
  const urgent = [
    ...critical,
    ...reachingIn(
      (pattern) => pattern.critical,
      (reading) => reading.critical !== undefined,
    ),
  ];
  const prompt = [
    ...readings.filter((reading) => reading.prompt !== undefined),
    ...reachingIn(
      (pattern) => pattern.critical || pattern.prompt,
      (reading) => reading.prompt !== undefined,
    ),
  ];
  const routine = related.filter((pattern) => !pattern.critical && !pattern.prompt);
  const habit =
    urgent.length === 0 && prompt.length === 0 && note.fits(outside) ? [note.habit] : [];
  const recommendations = [
    ...urgent.map((reading) => phrases.urgent.followUp(reading)),
    ...prompt.map((reading) => phrases.prompt.followUp(reading)),
    ...routine.flatMap((pattern) => phrases.patterns[pattern.kind].recommendations),
    ...[...outside, ...onTreatment]
      .filter(
        (reading) =>
          reading.prompt === undefined &&
          !related.some((pattern) => pattern.evidence.includes(reading)),
      )
      .map((reading) => phrases.followUp(reading)),
    ...habit,
  ];

  return {
    category_id: categoryId,
    explanatory_description: lines.join('\n'),
    biomarker_connections: connections,
    recommendations: [...new Set(recommendations)],
    biomarker_responsiveness: note.responsiveness,
  };
}

/** Beyond this many items, evidence reads better as a list than as one long sentence. */
const MOST_ITEMS_IN_A_SENTENCE = 3;

/** How far a value moved since the previous result, relative to where it was; 0 without one. */
function relativeChange(reading: Reading): number {
  const previous = reading.previous;
  if (previous === undefined || !comparableMeasurements(reading.latest, previous)) return 0;
  const change = Math.abs(reading.latest.value - previous.value);
  return change / Math.max(Math.abs(previous.value), Number.EPSILON);
}

/** Most telling first: critical, then furthest out of range, then the largest change. */
function byTelling(a: Reading, b: Reading): number {
  return (
    b.severity - a.severity ||
    relativeChange(b) - relativeChange(a) ||
    a.biomarker.id - b.biomarker.id
  );
}

/**
 * Evidence after its lead-in: one sentence for a few items, a markdown list beyond, so a dozen
 * values never run together in one sentence (the card folds long lists).
 */
function evidenceText(lead: string, items: readonly string[], phrases: Phrases): string {
  if (items.length <= MOST_ITEMS_IN_A_SENTENCE) return `${lead} ${phrases.list(items)}.`;
  return [lead, '', ...items.map((item) => `- ${item}`)].join('\n');
}

/** The card shows a long list's first items only: patterns with a critical value lead. */
function byMostSevereEvidence(a: Pattern, b: Pattern): number {
  const worst = (pattern: Pattern) =>
    Math.max(...pattern.evidence.map((reading) => reading.severity));
  return worst(b) - worst(a);
}

/** The trends worth naming: out of range or crossing into another range, most telling first. */
function noteworthy(readings: readonly Reading[], trend: 'improving' | 'worsening'): Reading[] {
  return readings
    .filter((reading) => reading.trend === trend && (reading.severity > 0 || reading.changedRange))
    .sort(byTelling);
}

/**
 * The changes that would be named as trends but cross a change of lab, method or printed range
 * (decision 0015): said so instead, so a person does not read a new lab's calibration as a change
 * in their body.
 */
function notComparable(readings: readonly Reading[]): Reading[] {
  return readings
    .filter((reading) => {
      const unjoined = reading.comparabilityBreak?.unjoinedTrend;
      return (
        (unjoined === 'improving' || unjoined === 'worsening') &&
        (reading.severity > 0 || reading.changedRange)
      );
    })
    .sort(byTelling);
}

function writeInsights(profile: Profile, patterns: readonly Pattern[], phrases: Phrases): string {
  const readings = profile.readings;
  const inRange = readings.filter((reading) => reading.severity === 0).length;
  const parts = [
    phrases.countLine(readings.length, ALL_BIOMARKERS.length, inRange, readings.length - inRange),
  ];
  if (patterns.length > 0) {
    parts.push(
      [...patterns]
        .sort(byMostSevereEvidence)
        .map(
          (pattern) =>
            `- **${phrases.patterns[pattern.kind].title}:** ${phrases.list(pattern.evidence.map((reading) => phrases.reading(reading)))}`,
        )
        .join('\n'),
    );
  } else if (inRange === readings.length) {
    parts.push(phrases.allInRange);
  }
  const trends = [
    [phrases.improving, noteworthy(readings, 'improving')],
    [phrases.worsening, noteworthy(readings, 'worsening')],
  ] as const;
  for (const [lead, moved] of trends) {
    if (moved.length === 0) continue;
    const items = moved.map((reading) => `${phrases.reading(reading)}${phrases.change(reading)}`);
    parts.push(evidenceText(lead, items, phrases));
  }
  const unjoined = notComparable(readings);
  if (unjoined.length > 0) {
    const items = unjoined.map(
      (reading) =>
        `${phrases.reading(reading)}${phrases.change(reading)}${reading.comparabilityBreak === undefined ? '' : phrases.comparabilityBreak(reading.comparabilityBreak.reason)}`,
    );
    parts.push(evidenceText(phrases.notComparable, items, phrases));
  }
  return parts.join('\n\n');
}

/**
 * The overall impression's first paragraphs: with a critical or prompt value the same
 * instructions as the urgent part, critical first; "largely in range" only where most values are.
 */
function impressionOf(profile: Profile, level: Level, phrases: Phrases): string {
  if (level === 'urgent' || level === 'prompt')
    return [
      ...urgentInstructions(profile, phrases),
      level === 'urgent' ? phrases.urgent.impression : phrases.prompt.impression,
    ].join('\n\n');
  const inRange = profile.readings.filter((reading) => reading.severity === 0).length;
  return level === 'mild' && inRange > profile.readings.length - inRange
    ? `${phrases.largelyInRange} ${phrases.impression.mild}`
    : phrases.impression[level];
}

const EMPTY: SummaryData = {
  sections: [],
  urgent: '',
  concerning_biomarkers: '',
  insights: '',
  next_recommended_test_date: '',
  overall_impression: '',
};

/** The whole summary in one language; empty (so the card is hidden) without any result. */
export function writeSummary(
  profile: Profile,
  patterns: readonly Pattern[],
  phrases: Phrases,
  today: string,
): SummaryData {
  if (profile.readings.length === 0) return EMPTY;
  const level = levelOf(profile.readings);
  const impression = impressionOf(profile, level, phrases);
  const categoryIds = [...new Set(profile.readings.map((reading) => reading.category.id))];
  return {
    sections: categoryIds.map((categoryId) =>
      writeSection(
        categoryId,
        profile.readings.filter((reading) => reading.category.id === categoryId),
        patterns,
        phrases,
      ),
    ),
    urgent: writeUrgent(profile, phrases, today),
    concerning_biomarkers: profile.readings
      .filter((reading) => reading.severity > 0)
      .sort(bySeverity)
      .map((reading) => phrases.reading(reading))
      .join('; '),
    insights: writeInsights(profile, patterns, phrases),
    next_recommended_test_date: recommendedTestDate(profile, today),
    overall_impression: `${impression}\n\n${phrases.disclaimer}`,
  };
}
