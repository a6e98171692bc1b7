import type { CategorySummary, SummaryData } from '@labtrail/contract/summaries';
import { ALL_BIOMARKERS, CATALOGUE } from '../../biomarkers/catalogue/catalogue';
import { localise } from '../../biomarkers/localise';
import { categoryNote } from './category-notes';
import type { Pattern } from './find-patterns';
import type { Phrases } from './phrases';
import type { Profile, Reading } from './read-profile';

const MONTHS_UNTIL_RETEST = { clear: 12, mild: 6, notable: 3, urgent: 1 } as const;
type Level = keyof typeof MONTHS_UNTIL_RETEST;

function levelOf(readings: readonly Reading[]): Level {
  const worst = Math.max(0, ...readings.map((reading) => reading.severity));
  const outOfRange = readings.filter((reading) => reading.severity > 0).length;
  const worsening = readings.some(
    (reading) => reading.severity > 0 && reading.trend === 'worsening',
  );
  if (worst === 3) return 'urgent';
  if (worst === 2 || outOfRange > 3 || worsening) return 'notable';
  return outOfRange > 0 ? 'mild' : 'clear';
}

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString().slice(0, 10);
}

/**
 * When to test next: sooner when values are out of range or worsening; never in the past (an
 * overdue test is due now); empty without any result.
 */
export function recommendedTestDate(profile: Profile, today: string): string {
  if (profile.latestDate === undefined) return '';
  const due = addMonths(profile.latestDate, MONTHS_UNTIL_RETEST[levelOf(profile.readings)]);
  return due < today ? today : due;
}

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

function bySeverity(a: Reading, b: Reading): number {
  return b.severity - a.severity || a.biomarker.id - b.biomarker.id;
}

function readingLine(reading: Reading, phrases: Phrases): string {
  const desired = phrases.desired(reading);
  return `- **${phrases.reading(reading)}** (${phrases.formatDate(reading.latest.date)})${phrases.change(reading)}${desired === '' || reading.severity === 0 ? '' : `; ${desired}`}`;
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
  const outside = readings.filter((reading) => reading.severity > 0).sort(bySeverity);
  const inside = readings.filter((reading) => reading.severity === 0);
  const lines = [
    note.intro,
    '',
    phrases.categoryCount(categoryName, readings.length, inside.length),
  ];
  if (outside.length > 0) {
    lines.push(
      '',
      phrases.outOfRangeHeading,
      ...outside.map((reading) => readingLine(reading, phrases)),
    );
  }
  if (inside.length > 0) {
    lines.push(
      '',
      phrases.inRangeHeading,
      ...inside.map((reading) => readingLine(reading, phrases)),
    );
  }

  const related = patterns.filter((pattern) =>
    pattern.evidence.some((reading) => reading.category.id === categoryId),
  );
  const connections =
    related.length === 0
      ? phrases.noConnections
      : related
          .map((pattern) => {
            const text = phrases.patterns[pattern.kind];
            return `**${text.title}.** ${fill(text.text, pattern, phrases)}`;
          })
          .join('\n\n');

  const recommendations = [
    ...related.flatMap((pattern) => phrases.patterns[pattern.kind].recommendations),
    ...outside
      .filter((reading) => !related.some((pattern) => pattern.evidence.includes(reading)))
      .map((reading) => phrases.followUp(reading)),
    note.habit,
  ];

  return {
    category_id: categoryId,
    explanatory_description: lines.join('\n'),
    biomarker_connections: connections,
    recommendations: [...new Set(recommendations)],
    biomarker_responsiveness: note.responsiveness,
  };
}

/** Most telling trends: the ones out of range or crossing into another range, worst first. */
const MAX_TRENDS_NAMED = 8;

function noteworthy(readings: readonly Reading[], trend: 'improving' | 'worsening'): Reading[] {
  return readings
    .filter((reading) => reading.trend === trend && (reading.severity > 0 || reading.changedRange))
    .sort(bySeverity)
    .slice(0, MAX_TRENDS_NAMED);
}

function writeInsights(profile: Profile, patterns: readonly Pattern[], phrases: Phrases): string {
  const readings = profile.readings;
  const inRange = readings.filter((reading) => reading.severity === 0).length;
  const parts = [
    phrases.countLine(readings.length, ALL_BIOMARKERS.length, inRange, readings.length - inRange),
  ];
  if (patterns.length > 0) {
    parts.push(
      patterns
        .map(
          (pattern) =>
            `- **${phrases.patterns[pattern.kind].title}:** ${phrases.list(pattern.evidence.map((reading) => phrases.reading(reading)))}`,
        )
        .join('\n'),
    );
  } else if (inRange === readings.length) {
    parts.push(phrases.allInRange);
  }
  const improving = noteworthy(readings, 'improving');
  const worsening = noteworthy(readings, 'worsening');
  if (improving.length > 0) {
    parts.push(
      `${phrases.improving} ${phrases.list(improving.map((reading) => `${phrases.reading(reading)}${phrases.change(reading)}`))}.`,
    );
  }
  if (worsening.length > 0) {
    parts.push(
      `${phrases.worsening} ${phrases.list(worsening.map((reading) => `${phrases.reading(reading)}${phrases.change(reading)}`))}.`,
    );
  }
  return parts.join('\n\n');
}

const EMPTY: SummaryData = {
  sections: [],
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
    concerning_biomarkers: profile.readings
      .filter((reading) => reading.severity > 0)
      .sort(bySeverity)
      .map((reading) => phrases.reading(reading))
      .join('; '),
    insights: writeInsights(profile, patterns, phrases),
    next_recommended_test_date: recommendedTestDate(profile, today),
    overall_impression: `${phrases.impression[level]}\n\n${phrases.disclaimer}`,
  };
}
