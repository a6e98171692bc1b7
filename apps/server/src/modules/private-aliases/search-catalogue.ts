import type { Language } from '@labtrail/contract/auth';
import type { CatalogueMatch } from '@labtrail/contract/review';
import { CATALOGUE } from '../biomarkers/catalogue/catalogue';
import type {
  CatalogueBiomarker,
  CatalogueCategory,
} from '../biomarkers/catalogue/catalogue-types';
import { normaliseAlias } from '../biomarkers/catalogue/normalise-alias';
import { localise } from '../biomarkers/localise';

/** The most a search answers: a list a person can scan, and the contract's limit. */
export const CATALOGUE_SEARCH_LIMIT = 20;

/** How well a name fits the words, best first: it starts with them, its words do, it holds them. */
type Fit = 0 | 1 | 2;

/**
 * A text in the two forms it is compared in: the reader's ('Hämoglobin' as 'haemoglobin') and
 * with accents dropped ('hamoglobin'), so a person typing either spelling of an umlaut finds it.
 */
interface Spelled {
  folded: string;
  plain: string;
  /** The words of `folded` and of `plain`. */
  foldedWords: readonly string[];
  plainWords: readonly string[];
}

function spell(text: string): Spelled {
  const folded = normaliseAlias(text);
  const plain = normaliseAlias(text.normalize('NFKD').replace(/[\u0300-\u036f]/gu, ''));
  return { folded, plain, foldedWords: folded.split(' '), plainWords: plain.split(' ') };
}

interface SearchableName {
  text: string;
  spelled: Spelled;
}

interface SearchableBiomarker {
  biomarker: CatalogueBiomarker;
  category: CatalogueCategory;
  /** The name shown in the language first, then the other language's, then the aliases. */
  names: readonly SearchableName[];
}

const INDEX = new Map<Language, readonly SearchableBiomarker[]>();

/** Every biomarker with its names in the order a search prefers them, built once per language. */
function searchable(language: Language): readonly SearchableBiomarker[] {
  const built = INDEX.get(language);
  if (built !== undefined) return built;
  const text = localise(language);
  const other = localise(language === 'de' ? 'us' : 'de');
  const biomarkers = CATALOGUE.flatMap(({ category, biomarkers: inCategory }) =>
    inCategory.map((biomarker) => {
      const seen = new Set<string>();
      const names = [
        text.biomarkerName(biomarker),
        other.biomarkerName(biomarker),
        ...biomarker.aliases,
      ]
        .map((name) => ({ text: name, spelled: spell(name) }))
        .filter(({ spelled }) => {
          if (spelled.folded === '' || seen.has(spelled.folded)) return false;
          seen.add(spelled.folded);
          return true;
        });
      return { biomarker, category, names };
    }),
  );
  INDEX.set(language, biomarkers);
  return biomarkers;
}

function fitOf(
  name: string,
  nameWords: readonly string[],
  query: string,
  words: readonly string[],
): Fit | undefined {
  if (name.startsWith(query)) return 0;
  if (words.every((word) => nameWords.some((each) => each.startsWith(word)))) return 1;
  if (words.every((word) => name.includes(word))) return 2;
  return undefined;
}

/** The better fit of the two spellings. */
function spelledFit(name: Spelled, query: Spelled): Fit | undefined {
  const folded = fitOf(name.folded, name.foldedWords, query.folded, query.foldedWords);
  const plain = fitOf(name.plain, name.plainWords, query.plain, query.plainWords);
  if (folded === undefined || plain === undefined) return folded ?? plain;
  return folded < plain ? folded : plain;
}

interface Found {
  entry: SearchableBiomarker;
  fit: Fit;
  /** Which of its names fitted best (0: the shown name). */
  nameIndex: number;
}

function bestFit(entry: SearchableBiomarker, query: Spelled): Found | undefined {
  let best: Found | undefined;
  for (const [nameIndex, name] of entry.names.entries()) {
    const fit = spelledFit(name.spelled, query);
    if (fit !== undefined && (best === undefined || fit < best.fit))
      best = { entry, fit, nameIndex };
  }
  return best;
}

function lengthOf(found: Found): number {
  return found.entry.names[found.nameIndex]?.spelled.folded.length ?? 0;
}

/**
 * The catalogue's biomarkers whose name (English or German) or any alias holds every word of the
 * query, case and accents ignored ('hämo' and 'hamo' find Hemoglobin through 'Hämoglobin', 'sgpt'
 * finds ALT through its alias). A name starting with the query ranks first, then one whose words
 * start with the query's words, then one that merely holds them; among equals the shown name
 * before another, a shorter name before a longer one. `matched` names the other name or alias
 * that fitted when the shown name did not fit as well.
 */
export function searchCatalogue(query: string, language: Language): CatalogueMatch[] {
  const wanted = spell(query);
  if (wanted.folded === '') return [];
  const text = localise(language);
  return searchable(language)
    .flatMap((entry) => bestFit(entry, wanted) ?? [])
    .sort(
      (a, b) =>
        a.fit - b.fit ||
        Number(a.nameIndex > 0) - Number(b.nameIndex > 0) ||
        lengthOf(a) - lengthOf(b) ||
        text.biomarkerName(a.entry.biomarker).localeCompare(text.biomarkerName(b.entry.biomarker)),
    )
    .slice(0, CATALOGUE_SEARCH_LIMIT)
    .map(({ entry, nameIndex }) => {
      const { biomarker, category } = entry;
      return {
        biomarker_id: biomarker.id,
        biomarker_name: text.biomarkerName(biomarker),
        category: text.categoryName(category),
        unit: biomarker.unit,
        units: [...new Set([biomarker.unit, ...biomarker.units.map(({ unit }) => unit)])],
        matched: nameIndex === 0 ? null : (entry.names[nameIndex]?.text ?? null),
      };
    });
}
