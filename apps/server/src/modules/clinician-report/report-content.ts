import type { Language } from '@labtrail/contract/auth';
import type { PersonalProfile } from '@labtrail/contract/profile';
import type { SummaryData } from '@labtrail/contract/summaries';
import type { DocumentsTable, ResultsTable } from '../../db/schema';
import { CATALOGUE } from '../biomarkers/catalogue/catalogue';
import type {
  CatalogueBiomarker,
  CatalogueRangeSet,
} from '../biomarkers/catalogue/catalogue-types';
import { localise } from '../biomarkers/localise';
import { rangeSetFor, sexSetsFor } from '../biomarkers/range-set-for';
import { shownUnitFor } from '../biomarkers/units/shown-unit';
import {
  bandLabel,
  dateFormat,
  desiredBandName,
  desiredBounds,
  measurementText,
  numberFormat,
} from '../summaries/engine/phrase-helpers';
import { dayOf } from '../../clock';
import { readProfile } from '../summaries/engine/read-profile';
import type { Measurement, Reading } from '../summaries/engine/read-profile';
import { plainTextOfMarkdown } from './plain-text-of-markdown';
import type { ReportHistory } from './report-history';
import type { PlainBlock } from './plain-text-of-markdown';
import { REPORT_TEXTS } from './report-texts';
import type { ReportTexts } from './report-texts';

/** One biomarker's line in the report's tables. */
export interface ReportRow {
  name: string;
  /** As printed: '<0.5 mg/L', 'Reactive', '162 mg/dL'; empty when every value is flagged. */
  latest: string;
  latestDate: string;
  range: string;
  status: string;
  outOfRange: boolean;
  previous: string;
  previousDate: string;
  trend: string;
  /** Each value the person flagged as inaccurate, with their reason. */
  flagged: string[];
}

export interface ReportCategory {
  name: string;
  rows: ReportRow[];
}

export type AnalysisBlock = PlainBlock | { kind: 'heading'; text: string };

/** Everything the clinician report says, worded in one language, ready to be laid out. */
export interface ReportContent {
  texts: ReportTexts;
  address: string;
  generated: string;
  /** The first and last test dates; undefined without results. */
  covered: string | undefined;
  /** Out of range, most severe first. */
  attention: ReportRow[];
  categories: ReportCategory[];
  analysis: AnalysisBlock[];
  sources: string[];
}

export interface ReportInput {
  language: Language;
  /** The address the person signs in with. */
  address: string;
  now: number;
  /** What the report reads of the person's results (see foldReportHistory). */
  history: ReportHistory;
  documents: readonly Pick<DocumentsTable, 'id' | 'display_name' | 'report_date'>[];
  /** The person's current analysis in the report's language. */
  summary: SummaryData | undefined;
  /** Their sex, age and units: the ranges and units the report uses. */
  person: PersonalProfile;
}

function measurementOf(result: ResultsTable): Measurement {
  return {
    value: result.value,
    comparator: result.comparator,
    text: result.value_text ?? null,
    date: result.test_date,
  };
}

function wording(language: Language, person: PersonalProfile) {
  const texts = REPORT_TEXTS[language];
  const formatNumber = numberFormat(texts.locale);
  const formatDate = dateFormat(texts.locale);
  const catalogue = localise(language);

  const boundsOf = (biomarker: CatalogueBiomarker, set: CatalogueRangeSet, qualitative: boolean) =>
    qualitative
      ? desiredBandName(set, biomarker.desired_result, catalogue.bandName)
      : desiredBounds(
          set,
          biomarker.desired_result,
          shownUnitFor(biomarker, person.unit_system),
          formatNumber,
        );

  /** The desired range that fits the person at the test date; women's and men's while their sex is unknown. */
  const rangeOf = (biomarker: CatalogueBiomarker, qualitative: boolean, testDate: string) => {
    const sexSets = sexSetsFor(biomarker, person, testDate);
    if (sexSets === undefined)
      return boundsOf(biomarker, rangeSetFor(biomarker, person, testDate), qualitative);
    const female = boundsOf(biomarker, sexSets.female, qualitative);
    const male = boundsOf(biomarker, sexSets.male, qualitative);
    return female === male ? female : catalogue.bandsBySex(female, male);
  };

  const statusOf = (reading: Reading) => {
    if (reading.severity === 0) return texts.inRange;
    const side =
      reading.assessment.side === 'low'
        ? texts.low
        : reading.assessment.side === 'high'
          ? texts.high
          : texts.outOfRange;
    const band = bandLabel(reading, catalogue.bandName, catalogue.bandsBySex);
    // 'High (High)' would say one thing twice.
    return band.toLocaleLowerCase() === ` (${side.toLocaleLowerCase()})` ? side : `${side}${band}`;
  };

  const value = (biomarker: CatalogueBiomarker, measurement: Measurement) =>
    measurementText(measurement, shownUnitFor(biomarker, person.unit_system), formatNumber);

  const flaggedOf = (
    biomarker: CatalogueBiomarker,
    results: readonly ResultsTable[],
    leftOut: number,
  ) => [
    ...(leftOut > 0 ? [texts.moreFlagged(leftOut)] : []),
    ...results
      .filter((result) => result.flagged_at !== null)
      .map((result) =>
        texts.flagged(
          value(biomarker, measurementOf(result)),
          formatDate(result.test_date),
          result.flag_cause ?? texts.noCause,
        ),
      ),
  ];

  const rowOf = (
    biomarker: CatalogueBiomarker,
    reading: Reading | undefined,
    results: readonly ResultsTable[],
    flaggedLeftOut: number,
  ): ReportRow => {
    const flagged = flaggedOf(biomarker, results, flaggedLeftOut);
    const name = catalogue.biomarkerName(biomarker);
    if (reading === undefined) {
      const qualitative = results.some((result) => (result.value_text ?? null) !== null);
      return {
        name,
        latest: '',
        latestDate: '',
        range: rangeOf(biomarker, qualitative, results.at(-1)?.test_date ?? ''),
        status: texts.onlyFlagged,
        outOfRange: false,
        previous: '',
        previousDate: '',
        trend: '',
        flagged,
      };
    }
    const { latest, previous } = reading;
    return {
      name,
      latest: value(biomarker, latest),
      latestDate: formatDate(latest.date),
      range: rangeOf(biomarker, latest.text !== null, latest.date),
      status: statusOf(reading),
      outOfRange: reading.severity > 0,
      previous: previous === undefined ? texts.noPrevious : value(biomarker, previous),
      previousDate: previous === undefined ? '' : formatDate(previous.date),
      trend: texts.trend[reading.trend],
      flagged,
    };
  };

  return { texts, formatDate, catalogue, rowOf };
}

function analysisOf(
  summary: SummaryData | undefined,
  categoryName: (id: number) => string | undefined,
): AnalysisBlock[] {
  if (summary === undefined) return [];
  const blocks: AnalysisBlock[] = [
    ...plainTextOfMarkdown(summary.urgent ?? ''),
    ...plainTextOfMarkdown(summary.overall_impression),
    ...plainTextOfMarkdown(summary.insights),
  ];
  for (const section of summary.sections) {
    const heading = categoryName(section.category_id);
    const texts = [
      ...plainTextOfMarkdown(section.explanatory_description),
      ...plainTextOfMarkdown(section.biomarker_connections),
      ...section.recommendations.flatMap((recommendation) =>
        plainTextOfMarkdown(recommendation).map((block) => ({ ...block, kind: 'bullet' as const })),
      ),
    ];
    if (heading !== undefined && texts.length > 0) blocks.push({ kind: 'heading', text: heading });
    blocks.push(...texts);
  }
  return blocks;
}

function sourcesOf(
  input: ReportInput,
  texts: ReportTexts,
  formatDate: (isoDate: string) => string,
): string[] {
  const { manual, perDocument } = input.history;
  const known = new Set(input.documents.map((document) => document.id));
  let removed = input.history.withoutDocument;
  for (const [id, count] of perDocument) if (!known.has(id)) removed += count;
  return [
    ...input.documents.flatMap((document) => {
      const count = perDocument.get(document.id);
      if (count === undefined) return [];
      const date =
        document.report_date === null ? texts.noReportDate : formatDate(document.report_date);
      return [texts.document(document.display_name, date, count)];
    }),
    ...(manual > 0 ? [texts.enteredByYou(manual)] : []),
    ...(removed > 0 ? [texts.fromDeletedDocuments(removed)] : []),
  ];
}

/**
 * What the report says about a person: the latest value of each biomarker against its desired
 * range with the previous one and the trend the analysis computes, the values out of range first,
 * flagged values with their reasons, the analysis and where the values came from.
 */
export function reportContent(input: ReportInput): ReportContent {
  const { texts, formatDate, catalogue, rowOf } = wording(input.language, input.person);
  const { history } = input;
  const profile = readProfile(history.results, input.person, dayOf(input.now));
  const resultsById = new Map<number, ResultsTable[]>();
  for (const result of history.results) {
    const own = resultsById.get(result.biomarker_id) ?? [];
    own.push(result);
    resultsById.set(result.biomarker_id, own);
  }
  const categories: ReportCategory[] = [];
  const attention: { row: ReportRow; severity: number }[] = [];
  for (const { category, biomarkers } of CATALOGUE) {
    const rows: ReportRow[] = [];
    for (const biomarker of biomarkers) {
      const results = resultsById.get(biomarker.id);
      if (results === undefined) continue;
      const reading = profile.byId.get(biomarker.id);
      const row = rowOf(biomarker, reading, results, history.flaggedLeftOut.get(biomarker.id) ?? 0);
      rows.push(row);
      if (reading !== undefined && row.outOfRange)
        attention.push({ row, severity: reading.severity });
    }
    if (rows.length > 0) categories.push({ name: catalogue.categoryName(category), rows });
  }
  const { firstDate: first, lastDate: last } = history;
  const categoryNames = new Map(
    CATALOGUE.map(({ category }) => [category.id, catalogue.categoryName(category)]),
  );
  return {
    texts,
    address: input.address,
    generated: formatDate(new Date(input.now).toISOString().slice(0, 10)),
    covered:
      first === undefined || last === undefined
        ? undefined
        : texts.covered(formatDate(first), formatDate(last)),
    attention: attention.sort((a, b) => b.severity - a.severity).map((entry) => entry.row),
    categories,
    analysis: analysisOf(input.summary, (id) => categoryNames.get(id)),
    sources: sourcesOf(input, texts, formatDate),
  };
}
