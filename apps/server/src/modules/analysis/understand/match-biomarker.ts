import type { CatalogueBiomarker } from '../../biomarkers/catalogue/catalogue-types';
import { catalogueIndex, normaliseName, tokenKey } from '../../biomarkers/printed/catalogue-index';

/** A catalogue biomarker a printed name may mean, with how sure the match is (0–1). */
export interface BiomarkerCandidate {
  biomarker: CatalogueBiomarker;
  score: number;
}

/** Scores of the ways a name can meet the catalogue, best first. */
const SCORE = {
  exact: 1,
  reordered: 0.97,
  truncated: 0.8,
  nearMiss: 0.85,
  /** A part ('HCT' of 'HEMATOCRIT VALUE, HCT'): this plus a share for how much of the name it covers. */
  part: 0.6,
  partCoverage: 0.35,
} as const;

/** Words this short are abbreviations: a typo in them is another word. */
const MAX_ABBREVIATION = 3;
/** Each typo lowers a near miss's score by this share. */
const TYPO_PENALTY = 0.05;
/** Names cut off by a narrow column ('Thyroidea Stimulierendes Hormo') are this long at least. */
const MIN_TRUNCATED_LENGTH = 14;

/** Numbering, bullets and footnote marks around a printed name. */
function cleanName(printed: string): string {
  return (
    printed
      .replace(/^(?:\d{1,2}[.)]\s+|[*•·#>»-]+\s*)/u, '')
      .replace(/[\s*#:¹²³†]+$/u, '')
      // A performing-lab code after the name ('Glucose 01').
      .replace(/\s+0\d$/u, '')
      .trim()
  );
}

/**
 * The pieces of a name printed with commas, semicolons or brackets, and each pair of neighbours
 * ('HEPATITIS B SURFACE ANTIGEN; HBsAg, QUANTITATIVE' → …, 'HBsAg QUANTITATIVE').
 */
function partsOf(name: string): string[] {
  const parts = name
    .split(/[,;()[\]]/u)
    .map((part) => part.trim())
    .filter((part) => /[A-Za-zÄÖÜäöüß]{2}|[A-Za-z]\d/u.test(part));
  if (parts.length < 2) return [];
  const pairs = parts.slice(1).map((part, at) => `${parts[at] ?? ''} ${part}`);
  return [...parts, ...pairs];
}

/** Edit distance, stopping early once it exceeds `limit`. */
function editDistance(first: string, second: string, limit: number): number {
  if (Math.abs(first.length - second.length) > limit) return limit + 1;
  let previous = Array.from({ length: second.length + 1 }, (_, at) => at);
  for (let row = 1; row <= first.length; row += 1) {
    const current = [row];
    let best = row;
    for (let column = 1; column <= second.length; column += 1) {
      const cost = first[row - 1] === second[column - 1] ? 0 : 1;
      const value = Math.min(
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (previous[column - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[second.length] ?? limit + 1;
}

/** Typos allowed for a name of this length: none for short abbreviations, where one letter matters. */
function allowedTypos(length: number): number {
  if (length >= 12) return 2;
  return length >= 7 ? 1 : 0;
}

function record(scores: Map<number, number>, ids: readonly number[] | undefined, score: number) {
  for (const id of ids ?? []) scores.set(id, Math.max(scores.get(id) ?? 0, score));
}

/** The share of the name's words a part covers. */
function coverage(part: string, words: readonly string[]): number {
  if (words.length === 0) return 0;
  const own = new Set(tokenKey(normaliseName(part)).split(' '));
  return words.filter((word) => own.has(word)).length / words.length;
}

function exactAndReordered(scores: Map<number, number>, normalised: string, weight: number): void {
  const { exact, tokens } = catalogueIndex();
  record(scores, exact.get(normalised), SCORE.exact * weight);
  record(scores, tokens.get(tokenKey(normalised)), SCORE.reordered * weight);
}

/**
 * Whether two names could differ by typos only: as many words, and the short words (abbreviations
 * such as LDL and HDL, where one letter is another marker) the same.
 */
function typoComparable(first: string, second: string): boolean {
  const ours = first.split(' ');
  const theirs = second.split(' ');
  if (ours.length !== theirs.length) return false;
  return ours.every((word, at) => {
    const other = theirs[at] ?? '';
    return (word.length > MAX_ABBREVIATION && other.length > MAX_ABBREVIATION) || word === other;
  });
}

function nearMisses(scores: Map<number, number>, normalised: string, weight: number): void {
  const typos = allowedTypos(normalised.length);
  if (typos === 0) return;
  for (const [name, id] of catalogueIndex().names) {
    if (!typoComparable(normalised, name)) continue;
    const distance = editDistance(normalised, name, typos);
    // Fewer typos, more likely: 'CHOLESTROL' is one letter from 'cholesterol'.
    if (distance <= typos)
      record(scores, [id], SCORE.nearMiss * weight * (1 - TYPO_PENALTY * distance));
  }
}

function truncations(scores: Map<number, number>, normalised: string): void {
  if (normalised.length < MIN_TRUNCATED_LENGTH) return;
  for (const [name, id] of catalogueIndex().names) {
    if (name.length > normalised.length && name.startsWith(normalised)) {
      record(scores, [id], SCORE.truncated);
    }
  }
}

/**
 * The catalogue biomarkers a printed test name may mean, best first: the whole name through the
 * English and German names and aliases (also with its words reordered or sample words such as
 * 'Serum' left out), then its parts ('Hemoglobin (Hb)', 'HEMATOCRIT VALUE, HCT'), then near
 * misses ('LDL CHOLESTROL') and names cut off by the column. Names several biomarkers share
 * (Neutrophils as % and as a count) give several candidates with the same score; the printed
 * unit decides between them.
 */
export function matchBiomarker(printed: string): BiomarkerCandidate[] {
  const name = cleanName(printed);
  const normalised = normaliseName(name);
  if (normalised === '') return [];
  const words = tokenKey(normalised)
    .split(' ')
    .filter((word) => word !== '');
  const scores = new Map<number, number>();
  exactAndReordered(scores, normalised, 1);
  const parts = partsOf(name);
  for (const part of parts) {
    const weight = (SCORE.part + SCORE.partCoverage * coverage(part, words)) / SCORE.exact;
    exactAndReordered(scores, normaliseName(part), weight);
  }
  if (scores.size === 0) {
    nearMisses(scores, normalised, 1);
    for (const part of parts) {
      const weight = (SCORE.part + SCORE.partCoverage * coverage(part, words)) / SCORE.exact;
      nearMisses(scores, normaliseName(part), weight);
    }
    truncations(scores, normalised);
  }
  const { byId } = catalogueIndex();
  return [...scores]
    .flatMap(([id, score]) => {
      const biomarker = byId.get(id);
      return biomarker === undefined ? [] : [{ biomarker, score }];
    })
    .sort(
      (first, second) => second.score - first.score || first.biomarker.id - second.biomarker.id,
    );
}
