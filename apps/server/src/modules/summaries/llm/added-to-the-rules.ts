import type { Language } from '@labtrail/contract/auth';
import { everySentenceHasACounterpart } from './sentence-counterparts';

/** What a rewording added that the rules' text did not say; logged without the text. */
export type Addition = 'link' | 'image' | 'html' | 'medication advice' | 'unmatched sentence';

/**
 * Anything a reader could follow: a markdown link or reference, a URL with its scheme, an address
 * starting with `www.`, a bare domain with a common ending, an e-mail address. The summary is
 * shown in the app and printed for a doctor; a link in it would carry the app's trust.
 */
const LINKS: readonly RegExp[] = [
  /\]\s*[([]/gu,
  /^\s*\[[^\]]+\]:/gmu,
  /\b(?:https?|ftp|file):\/\//giu,
  /\b(?:mailto|javascript|vbscript|tel):\S/giu,
  /\bwww\d{0,3}\./giu,
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu,
  /\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|info|io|de|at|ch|eu|co|uk|us|app|link|ly|me|xyz|example|ru|cn|biz|online|site|health|top|click)\b/giu,
];

const IMAGES: readonly RegExp[] = [/!\[/gu];

/** A tag or a comment: markdown passes raw HTML through to whoever renders it. */
const HTML: readonly RegExp[] = [/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/giu, /<!--/gu];

/** `\b` of JavaScript knows only ASCII letters: 'ändern' would have none before its 'ä'. */
const WORD_EDGE = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';

/** A case-insensitive pattern whose `\b` are word edges in any alphabet. */
function phrase(source: string): RegExp {
  return new RegExp(source.replaceAll('\\b', WORD_EDGE), 'giu');
}

const MEDICINE_EN =
  '(?:doses?|dosages?|medications?|medicines?|meds|pills?|tablets?|drugs?|insulin|statins?|metformin|treatments?|therap(?:y|ies)|prescriptions?|supplements?)';
const CHANGE_EN =
  '(?:stop(?:ping)?|quit(?:ting)?|discontinu(?:e|ing)|skip(?:ping)?|paus(?:e|ing)|halv(?:e|ing)|doubl(?:e|ing)|increas(?:e|ing)|decreas(?:e|ing)|reduc(?:e|ing)|lower(?:ing)?|rais(?:e|ing)|adjust(?:ing)?|chang(?:e|ing)|switch(?:ing)?|start(?:ing)?|begin(?:ning)?|tak(?:e|ing)|cut(?:ting)?)';
const MEDICINE_DE =
  '(?:dosis|dosierung\\p{L}*|medikament\\p{L}*|medikation|arznei\\p{L}*|tablette\\p{L}*|pille\\p{L}*|insulin|statin\\p{L}*|metformin|behandlung\\p{L}*|therapie\\p{L}*|präparat\\p{L}*)';
const CHANGE_DE =
  '(?:ab(?:zu)?setzen|weg(?:zu)?lassen|aus(?:zu)?setzen|pausieren|verdoppeln|halbieren|erhöhen|reduzieren|verringern|ändern|um(?:zu)?stellen|anpassen|(?:ein)?(?:zu)?nehmen|beginnen|starten)';
/** The rest of one sentence, up to 40 characters: a verb and its object stand that close. */
const NEAR = '[^.!?\\n]{0,40}?';
/** The rest of one sentence, up to 80 characters: what is said of a doctor may stand further. */
const IN_SENTENCE = '[^.!?\\n]{0,80}?';

/**
 * An instruction to change medication or treatment (in either word order, German puts the verb
 * last), to stop taking something, or that a doctor is not needed. The rules never give one; a
 * model that adds one could harm a reader who trusts the app.
 */
const MEDICATION_ADVICE: Record<Language, readonly RegExp[]> = {
  us: [
    phrase(`\\b${CHANGE_EN}\\b${NEAR}\\b${MEDICINE_EN}\\b`),
    phrase(`\\b${MEDICINE_EN}\\b${NEAR}\\b${CHANGE_EN}\\b`),
    phrase('\\bstop (?:taking|using)\\b'),
    phrase(
      '\\b(?:you|one) (?:can|may|could|might|should) (?:now )?(?:stop|skip|quit|discontinue|pause)\\b',
    ),
    phrase(
      `\\bno (?:need|reason) (?:to|for)\\b${IN_SENTENCE}\\b(?:doctors?|physicians?|gp|appointments?|check-?ups?|visits?)\\b`,
    ),
    phrase(
      `\\b(?:don['’]t|do not|needn['’]t|need not|won['’]t|will not)\\b${NEAR}\\b(?:see|visit|call|contact|consult|bother)\\b${NEAR}\\b(?:doctors?|physicians?|gp)\\b`,
    ),
    phrase(
      `\\b(?:doctors?|physicians?|appointments?|check-?ups?|visits?)\\b${IN_SENTENCE}\\b(?:unnecessary|not (?:necessary|needed|required))\\b`,
    ),
  ],
  de: [
    phrase(`\\b${CHANGE_DE}\\b${NEAR}\\b${MEDICINE_DE}`),
    phrase(`\\b${MEDICINE_DE}${NEAR}\\b${CHANGE_DE}\\b`),
    phrase('\\bnicht mehr (?:ein)?(?:zu)?nehmen\\b'),
    phrase(`\\b(?:hören|setzen|lassen) sie\\b${NEAR}\\b(?:auf|ab|aus|weg)\\b`),
    phrase(
      '\\b(?:kein|keine|keinen)\\s+(?:arzt\\p{L}*|ärztin\\p{L}*|ärztliche\\p{L}*|praxisbesuch\\p{L}*)',
    ),
    phrase(
      `\\b(?:müssen|brauchen|sollten)\\b${IN_SENTENCE}\\b(?:nicht|kein\\p{L}*)\\b${IN_SENTENCE}(?:arzt|ärztin|praxis|termin)`,
    ),
    phrase(
      `(?:arzt|ärztin|praxis|termin)\\p{L}*\\b${IN_SENTENCE}\\b(?:nicht (?:nötig|notwendig|erforderlich)|unnötig|überflüssig)`,
    ),
  ],
};

function countOf(patterns: readonly RegExp[], text: string): number {
  return patterns.reduce((count, pattern) => count + (text.match(pattern)?.length ?? 0), 0);
}

/** More of them in the rewording than in the rules' text: the model wrote them. */
function adds(patterns: readonly RegExp[], original: string, rewritten: string): boolean {
  return countOf(patterns, rewritten) > countOf(patterns, original);
}

/**
 * Checks a model's rewording of a rules-written field for anything the rules did not say: a link,
 * an image, HTML, an instruction about medication or treatment, or a sentence without a
 * counterpart in the rules' text (see `everySentenceHasACounterpart`). Answers the first found,
 * or undefined when the rewording adds nothing.
 */
export function additionTo(
  original: string,
  rewritten: string,
  language: Language,
): Addition | undefined {
  if (adds(IMAGES, original, rewritten)) return 'image';
  if (adds(LINKS, original, rewritten)) return 'link';
  if (adds(HTML, original, rewritten)) return 'html';
  if (adds(MEDICATION_ADVICE[language], original, rewritten)) return 'medication advice';
  if (!everySentenceHasACounterpart(original, rewritten, language)) return 'unmatched sentence';
  return undefined;
}
