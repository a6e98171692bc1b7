import type { Language } from '@labtrail/contract/auth';

/**
 * Frequent function words of each language that the other language does not use ('in', 'an',
 * 'so', 'was', 'will', 'also' are both and left out). Counting them tells English from German
 * reliably in a few sentences (Grefenstette 1995, "Comparing two language identification
 * schemes"), and a model cannot drop them the way it can drop a rare word: every sentence has some.
 */
export const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  us: new Set(
    'the and of to is are you your yours with for this that these those it its be been being have has had not or from at by which who whom can could should would they them their than more if when about may one some all any into out our we do does did there here what how because only'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das und ist sind nicht mit von für sie ihre ihr ihren ihrem ihrer ihres im zu den dem des ein eine einer einen einem auf bei oder auch wenn wie sich noch nach über werden wird kann können sollte sollten liegt liegen haben hat aus zum zur diese dieser dieses dass weil nur vom beim durch einige'.split(
      ' ',
    ),
  ),
};

function functionWords(text: string, language: Language): number {
  const words = text.toLocaleLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter((word) => FUNCTION_WORDS[language].has(word)).length;
}

/**
 * Whether `text` is not written in another of the app's languages: it has at least as many
 * function words of `language` as of any other. A text too short to tell (a few words without
 * any) passes; a German field the model wrote in English does not.
 */
export function readsAsLanguage(text: string, language: Language): boolean {
  const own = functionWords(text, language);
  return (Object.keys(FUNCTION_WORDS) as Language[])
    .filter((other) => other !== language)
    .every((other) => functionWords(text, other) <= own);
}
