import type { Language } from '@labtrail/contract/auth';
import { FUNCTION_WORDS } from './reads-as-language';

/**
 * Words that carry no content of their own besides the function words that tell the languages
 * apart: words both languages use, pronouns, and the connectives a rewording joins sentences with
 * ('while', 'however'; 'dagegen', 'jedoch').
 */
const MORE_STOP_WORDS: Record<Language, readonly string[]> = {
  us: 'a an in on as so was were will also is are am be it its i me my us he she his her him both each such per very just still then now there here please within while however although though whereas but yet them other others same'.split(
    ' ',
  ),
  de: 'ein eines in an am als so was wird auch es er um da davon dabei dazu dagegen jedoch aber hier vor bereits nun jetzt ihnen ihn man uns wir ich mein meine sein seine war wurde wurden bis seit ob dann denn doch schon etwa bitte während hingegen andere anderen'.split(
    ' ',
  ),
};

const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  us: new Set([...FUNCTION_WORDS.us, ...MORE_STOP_WORDS.us]),
  de: new Set([...FUNCTION_WORDS.de, ...MORE_STOP_WORDS.de]),
};

/**
 * Words of the same stem count as one ('moved', 'moving'; 'Ergebnisse', 'Ergebnissen'): a
 * rewording may inflect a word. The common endings go, then five letters keep apart what the
 * summaries need kept apart.
 */
const ENDINGS: Record<Language, RegExp> = {
  us: /(?:ing|ed|es|s)$/u,
  de: /(?:en|er|es|em|e|n|s)$/u,
};
const STEM_LENGTH = 5;

/**
 * At least two thirds of a reworded sentence's content words must come from its counterpart.
 * Honest rewording keeps the names of the values and what is said of them and changes a few words
 * around them ('Kurz gesagt: Sie haben Ergebnisse für …': four of six kept); a sentence the rules
 * never said keeps few or none ('You can stop taking your medication': none; 'HDL Cholesterol
 * 50 mg/dL (Normal) means your heart is healthy': five of eight).
 */
const SHARED_WORDS = { atLeast: 2, of: 3 } as const;

const NUMBER = /\d+(?:[.,]\d+)*/gu;

interface Sentence {
  numbers: ReadonlySet<string>;
  stems: ReadonlySet<string>;
  /** Stemmed, as often as they occur. */
  contentStems: readonly string[];
}

function stemOf(word: string, language: Language): string {
  const stripped = word.replace(ENDINGS[language], '');
  return (stripped.length >= 3 ? stripped : word).slice(0, STEM_LENGTH);
}

/**
 * The sentences of a text: each line (a list item, a paragraph) split after a full stop, question
 * or exclamation mark followed by a space. A decimal point ('8.5') is followed by a digit, the
 * point of a German day ('am 1. Juni') follows one or two digits, and one of a shortened month
 * ('10. Jan. 2026') is followed by the year: none of them ends a sentence.
 */
function sentencesOf(text: string, language: Language): Sentence[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])(?<!(?:^|\s)\d{1,2}\.)\s+(?!\d)/u))
    .map((raw) => {
      const words = (raw.toLocaleLowerCase(language === 'de' ? 'de' : 'en').match(/\p{L}+/gu) ??
        []) as string[];
      const contentWords = words.filter((word) => !STOP_WORDS[language].has(word));
      const contentStems = contentWords.map((word) => stemOf(word, language));
      return {
        numbers: new Set(raw.match(NUMBER) ?? []),
        stems: new Set(contentStems),
        contentStems,
      };
    })
    .filter((sentence) => sentence.contentStems.length > 0 || sentence.numbers.size > 0);
}

/** Two sentences of the rules read as one: a rewording may join neighbours. */
function joined(first: Sentence, second: Sentence): Sentence {
  return {
    numbers: new Set([...first.numbers, ...second.numbers]),
    stems: new Set([...first.stems, ...second.stems]),
    contentStems: [...first.contentStems, ...second.contentStems],
  };
}

/**
 * Whether `counterpart` says what `sentence` says: every number of the sentence is the
 * counterpart's, and two thirds of its content words are too.
 */
function counterparts(sentence: Sentence, counterpart: Sentence): boolean {
  if (![...sentence.numbers].every((number) => counterpart.numbers.has(number))) return false;
  if (sentence.contentStems.length === 0) return true;
  const shared = sentence.contentStems.filter((stem) => counterpart.stems.has(stem));
  return shared.length * SHARED_WORDS.of >= sentence.contentStems.length * SHARED_WORDS.atLeast;
}

/**
 * Whether each sentence of `rewritten` has a counterpart in `original` (the rules' text, in the
 * same language): one of its sentences, or two neighbouring ones joined, with the sentence's
 * numbers and most of its content words. A rewording may reword, split, join and reorder what the
 * rules said; a sentence the rules did not say has no counterpart.
 */
export function everySentenceHasACounterpart(
  original: string,
  rewritten: string,
  language: Language,
): boolean {
  const rules = sentencesOf(original, language);
  const candidates = [
    ...rules,
    ...rules.slice(1).map((second, index) => joined(rules[index] ?? second, second)),
  ];
  return sentencesOf(rewritten, language).every((sentence) =>
    candidates.some((candidate) => counterparts(sentence, candidate)),
  );
}
