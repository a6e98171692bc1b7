import type { Assessment, Comparator } from '../../biomarkers/assess-value';
import { criticalLimitsOf } from '../../biomarkers/catalogue/critical-limits';
import type {
  CriticalLimits,
  CriticalSigns,
  PromptConcern,
  PromptLimits,
} from '../../biomarkers/catalogue/critical-limits';
import type {
  CatalogueBiomarker,
  CatalogueRangeSet,
} from '../../biomarkers/catalogue/catalogue-types';

/** A limit with its side of the line: '≥6' (at) or '>20' (past). */
export interface Limit {
  value: number;
  /** The limit itself is not past it: '<30', '>20'. */
  exclusive: boolean;
}

/** A value that needs a doctor within a day or two: which side, why, and what it endangers. */
export interface PromptFinding {
  side: 'low' | 'high';
  /** The prompt limit the value reached; undefined when its band alone is severe. */
  limit: Limit | undefined;
  /** The alert limit on that side, which the value is short of. */
  alert: Limit | undefined;
  /**
   * 'severe_band' when the catalogue's band says severe and no alert limit is on that side;
   * 'next_step' when the result calls for a further test within a day or two (`next-step.ts`).
   */
  concern: PromptConcern | 'severe_band' | 'next_step';
  /** Undefined for a biomarker without alert or prompt limits: the general signs only. */
  signs: CriticalSigns | undefined;
}

interface Value {
  value: number;
  comparator: Comparator;
}

/** Every value a result allows is at or below (`exclusive`: below) the limit ('<40' is). */
function allBelow({ value, comparator }: Value, limit: Limit): boolean {
  if (comparator === '>') return false;
  return comparator === '<' || !limit.exclusive ? value <= limit.value : value < limit.value;
}

/** Every value a result allows is at or above (`exclusive`: above) the limit ('>1000' is). */
function allAbove({ value, comparator }: Value, limit: Limit): boolean {
  if (comparator === '<') return false;
  return comparator === '>' || !limit.exclusive ? value >= limit.value : value > limit.value;
}

function lowLimit(prompt: PromptLimits): Limit | undefined {
  if (prompt.low !== undefined) return { value: prompt.low, exclusive: false };
  if (prompt.below !== undefined) return { value: prompt.below, exclusive: true };
  return undefined;
}

/** The high prompt limit; a multiple of the upper reference limit is taken from `upperLimit`. */
function highLimit(prompt: PromptLimits, upperLimit: number | undefined): Limit | undefined {
  if (prompt.high !== undefined) return { value: prompt.high, exclusive: false };
  if (prompt.above !== undefined) return { value: prompt.above, exclusive: true };
  if (prompt.aboveTimesUpperLimit !== undefined && upperLimit !== undefined)
    return { value: prompt.aboveTimesUpperLimit * upperLimit, exclusive: true };
  return undefined;
}

function alertLimit(limits: CriticalLimits | undefined, side: 'low' | 'high'): Limit | undefined {
  const value = side === 'low' ? limits?.low : limits?.high;
  return value === undefined ? undefined : { value, exclusive: limits?.exclusive === true };
}

/** The upper limit of a range set's desired band; undefined when it is open above. */
function upperLimitOf(biomarker: CatalogueBiomarker, set: CatalogueRangeSet): number | undefined {
  return set.bands.find((band) => band.name === biomarker.desired_result)?.max ?? undefined;
}

export interface PromptInput {
  biomarker: CatalogueBiomarker;
  latest: Value;
  /** The result before the latest, for limits that count only when first seen. */
  previous: Value | undefined;
  /** The range sets that may fit the person: one, or women's and men's while sex is unknown. */
  sets: readonly CatalogueRangeSet[];
  /** The latest value's assessments against those sets. */
  assessments: readonly Assessment[];
}

/**
 * Whether a value short of its alert limit still needs a doctor within a day or two: past a
 * prompt limit of the catalogue (decision 0008), or in a band the catalogue classes as critical
 * (named severe, profound or critical), for any set that may fit the person. Call it only for a
 * value that is not critical.
 */
export function assessPrompt(input: PromptInput): PromptFinding | undefined {
  const { biomarker, latest, previous } = input;
  const limits = criticalLimitsOf(biomarker);
  const prompt = limits?.prompt;
  const signs = prompt?.signs ?? limits?.signs;
  const finding = (side: 'low' | 'high', limit: Limit | undefined): PromptFinding => {
    const alert = alertLimit(limits, side);
    const named = limit === undefined ? undefined : prompt?.concern;
    return {
      side,
      limit,
      alert,
      concern: named ?? (alert === undefined ? 'severe_band' : 'near_alert'),
      signs,
    };
  };
  if (prompt !== undefined) {
    const low = lowLimit(prompt);
    const seenBefore =
      prompt.firstSeen === true &&
      low !== undefined &&
      previous !== undefined &&
      allBelow(previous, low);
    if (low !== undefined && !seenBefore && allBelow(latest, low)) return finding('low', low);
    // The most cautious upper limit among the sets that may fit the person.
    const upperLimits = input.sets
      .map((set) => upperLimitOf(biomarker, set))
      .filter((limit): limit is number => limit !== undefined);
    const high = highLimit(prompt, upperLimits.length === 0 ? undefined : Math.min(...upperLimits));
    if (high !== undefined && allAbove(latest, high)) return finding('high', high);
  }
  const severe = input.assessments
    .map((assessment) => assessment.band?.class_range)
    .find((range) => range === 'critical_low' || range === 'critical_high');
  if (severe === undefined) return undefined;
  return finding(severe === 'critical_low' ? 'low' : 'high', undefined);
}
