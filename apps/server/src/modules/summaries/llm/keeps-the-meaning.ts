import type { Language } from '@labtrail/contract/auth';
import type { SummaryData } from '@labtrail/contract/summaries';
import { ALL_BIOMARKERS } from '../../biomarkers/catalogue/catalogue';
import type { CatalogueRangeSet } from '../../biomarkers/catalogue/catalogue-types';
import { localise } from '../../biomarkers/localise';
import { PHRASES } from '../engine/phrases';
import { readsAsLanguage } from './reads-as-language';

/** The fields of a summary the model may reword. */
export type RewordedField = 'insights' | 'overall_impression';

/** Why a rewording was refused; logged without the text, which is health data. */
export type LostMeaning = 'number' | 'verbatim' | 'band label' | 'language';

const NUMBERS = /\d+(?:[.,]\d+)*/g;

/** The sentences of the rules that carry meaning wherever they stand: tier, trend leads, disclaimer. */
function fixedSentences(language: Language): string[] {
  const phrases = PHRASES[language];
  return [
    ...Object.values(phrases.impression),
    phrases.urgent.impression,
    phrases.allInRange,
    phrases.improving,
    phrases.worsening,
    phrases.notComparable,
    phrases.disclaimer,
  ];
}

/**
 * What a rewording of one field must keep word for word: the impression's first paragraph (the
 * tier's line, which names what to do and by when) and every fixed sentence of the rules in the
 * field (the disclaimer above all), and each value outside its range as the rules wrote it, with
 * its unit and band label ('HbA1c 8.5 % (Diabetes Range)').
 */
export function mustKeepVerbatim(
  data: SummaryData,
  field: RewordedField,
  language: Language,
): string[] {
  const text = data[field];
  const firstParagraph = field === 'overall_impression' ? [text.split('\n\n')[0] ?? ''] : [];
  const readings = data.concerning_biomarkers.split('; ');
  return [...new Set([...firstParagraph, ...fixedSentences(language), ...readings])].filter(
    (phrase) => phrase.trim() !== '' && text.includes(phrase),
  );
}

function rangeSets(): CatalogueRangeSet[] {
  return ALL_BIOMARKERS.flatMap((biomarker) => [
    biomarker.ranges,
    ...(biomarker.female === undefined ? [] : [biomarker.female]),
    ...(biomarker.male === undefined ? [] : [biomarker.male]),
    ...(biomarker.by_age ?? []).map((age) => age.ranges),
  ]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const bandLabelPatterns = new Map<Language, RegExp>();

/**
 * Every band label of the catalogue in the language, longest first, where the rules write one:
 * in brackets after a value, or after the comma of a label by sex ('(Low for women, Acceptable
 * for men)'); the same word in a pattern's title ('Values in the diabetes range') is prose.
 */
function bandLabelPattern(language: Language): RegExp {
  const known = bandLabelPatterns.get(language);
  if (known !== undefined) return known;
  const name = localise(language).bandName;
  const labels = [
    ...new Set(rangeSets().flatMap((set) => set.bands.map((band) => name(band)))),
  ].sort((a, b) => b.length - a.length);
  const made = new RegExp(
    `(?<=\\(|, )(?:${labels.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  bandLabelPatterns.set(language, made);
  return made;
}

function countOf(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

/** Each item as often in `rewritten` as in `original`: a model may add, never drop or swap one. */
function keepsAll(original: readonly string[], rewritten: readonly string[]): boolean {
  const kept = countOf(rewritten);
  return [...countOf(original)].every(([item, count]) => (kept.get(item) ?? 0) >= count);
}

/**
 * Checks a model's rewording of a rules-written field: every number, every band label, each
 * phrase of `verbatim` (see `mustKeepVerbatim`), and the words it added in the field's language.
 * Answers what was lost, or undefined when the rewording may replace the rules' text.
 */
export function lostMeaning(
  original: string,
  rewritten: string,
  language: Language,
  verbatim: readonly string[],
): LostMeaning | undefined {
  const numbers = new Set(rewritten.match(NUMBERS) ?? []);
  if (!(original.match(NUMBERS) ?? []).every((number) => numbers.has(number))) return 'number';
  if (!verbatim.every((phrase) => rewritten.includes(phrase))) return 'verbatim';
  const labels = bandLabelPattern(language);
  if (!keepsAll(original.match(labels) ?? [], rewritten.match(labels) ?? [])) return 'band label';
  // The kept phrases are the rules' own; what the model wrote around them must be the field's language.
  const ownWords = verbatim.reduce((text, phrase) => text.split(phrase).join(' '), rewritten);
  if (!readsAsLanguage(ownWords, language)) return 'language';
  return undefined;
}
