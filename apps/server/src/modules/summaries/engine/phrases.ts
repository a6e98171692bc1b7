import type { Language } from '@labtrail/contract/auth';
import type { ComparabilityBreak } from '@labtrail/contract/biomarkers';
import type { CriticalSigns } from '../../biomarkers/catalogue/critical-limits';
import { englishPhrases } from './english-phrases';
import type { PatternKind } from './find-patterns';
import { germanPhrases } from './german-phrases';
import type { Reading } from './read-profile';

export interface PatternText {
  title: string;
  /**
   * Markdown; `{evidence}` and `{context}` are filled with the readings' descriptions. What the
   * pattern means, without reassurance or deferral, so it holds for critical values too.
   */
  text: string;
  /** Appended when no evidence is critical: the usual causes and the calm next step. */
  routine: string;
  /** Appended instead when some evidence is critical. */
  critical: string;
  /** Appended instead when some evidence needs a doctor within a day or two, none is critical. */
  prompt: string;
  /**
   * Routine next steps; left out when some evidence is critical or prompt, where the step the
   * value needs leads.
   */
  recommendations: readonly string[];
}

/** What the urgent part of a summary says. */
export interface UrgentPhrases {
  /** The first line: the instruction, naming the critical values. */
  instruction: (values: readonly string[]) => string;
  /**
   * A critical value as the instruction names it, labelled by the side of its alert limit
   * ('Critically Low'), never by a band such as 'Normal' that would contradict the instruction.
   */
  reading: (reading: Reading) => string;
  /** One critical value in the list under the instruction, with its date and alert limit. */
  item: (reading: Reading) => string;
  /** Warning signs of what critical values of a kind endanger, most telling first. */
  signs: (signs: CriticalSigns, side: 'low' | 'high') => readonly string[];
  /** Warning signs named whatever the values. */
  generalSigns: readonly string[];
  /** When to call emergency services, with the signs. */
  emergency: (signs: readonly string[]) => string;
  /** Said when a glucose is critically low: what to do before anything else. */
  lowGlucose: string;
  /** Said when the newest critical value is weeks old: it may have been acted on already. */
  dated: (newestDate: string) => string;
  /** Follows the instruction in the overall impression. */
  impression: string;
  /** A category recommendation for a critical value, placed first. */
  followUp: (reading: Reading) => string;
  /** Marks a critical value in its category's list. */
  note: (reading: Reading) => string;
}

/**
 * What the summary says about values that need a doctor within a day or two (the prompt tier):
 * after the critical values' part when there are both.
 */
export interface PromptPhrases {
  /**
   * The first line of the part: the instruction, naming the values; `nearAlertOnly` when each is
   * short of an alert limit (rather than past a guideline's own prompt limit).
   */
  instruction: (values: readonly string[], nearAlertOnly: boolean) => string;
  /** One value in the list under the instruction: its date and why it should not wait. */
  item: (reading: Reading) => string;
  /** What to do when symptoms appear before the appointment, with the signs. */
  symptoms: (signs: readonly string[]) => string;
  /** Follows the instruction in the overall impression when nothing is critical. */
  impression: string;
  /** A category recommendation for a prompt value, placed first. */
  followUp: (reading: Reading) => string;
  /** Marks a prompt value in its category's list. */
  note: (reading: Reading) => string;
}

/** Everything the writer says, in one language. */
export interface Phrases {
  language: Language;
  formatDate: (isoDate: string) => string;
  /** 'LDL Cholesterol 162 mg/dL (Borderline High)', 'CRP <5 mg/L (Normal)' */
  reading: (reading: Reading) => string;
  /** ', up from 148 mg/dL on Jan 3, 2025' or '' without an earlier result. */
  change: (reading: Reading) => string;
  /** Where the value should be, by sex or treatment where that matters, and whether age does. */
  reference: (reading: Reading) => string;
  list: (items: readonly string[]) => string;
  countLine: (withData: number, total: number, inRange: number, outOfRange: number) => string;
  categoryCount: (category: string, withData: number, inRange: number) => string;
  allInRange: string;
  criticalHeading: string;
  outOfRangeHeading: string;
  /** Heads values whose target depends on treatment (INR on anticoagulants). */
  treatmentHeading: string;
  inRangeHeading: string;
  improving: string;
  worsening: string;
  /** Leads the changes not called a trend because the lab, method or printed range changed. */
  notComparable: string;
  /** Why a reading's change is not a trend: ' (the lab changed in between)'. */
  comparabilityBreak: (reason: ComparabilityBreak) => string;
  noConnections: string;
  /** Introduces the readings that support a pattern without defining it. */
  alsoRelevant: (items: string) => string;
  patterns: Record<PatternKind, PatternText>;
  /** The next step for a value out of range but not critical. */
  followUp: (reading: Reading) => string;
  urgent: UrgentPhrases;
  prompt: PromptPhrases;
  impression: Record<'clear' | 'mild' | 'notable', string>;
  /** Opens the mild impression when most values are in range, and only then. */
  largelyInRange: string;
  disclaimer: string;
}

export const PHRASES: Record<Language, Phrases> = { us: englishPhrases(), de: germanPhrases() };
