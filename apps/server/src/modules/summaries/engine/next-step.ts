import type { CatalogueNextStep } from '../../biomarkers/catalogue/catalogue-types';
import type { Reading } from './read-profile';

/**
 * How soon a next step is due: 'prompt' within a day or two (a reactive infection screen needs
 * its confirmatory test, a raised hCG in a man a testicular examination), 'weeks' within weeks
 * (a colonoscopy after a positive stool test, a pregnancy test and then a doctor).
 */
export type NextStepUrgency = 'prompt' | 'weeks';

/** Why the roadmap lists the step instead of a retest of the same test. */
export type NextStepReason = 'confirm' | 'colonoscopy' | 'pregnancy_test';

export interface NextStep {
  /** What to do; both sexes' steps while the person's sex is unknown and they differ. */
  actions: readonly CatalogueNextStep[];
  urgency: NextStepUrgency;
  reason: NextStepReason;
  /** Months after the result the step is due by; 0: now. */
  monthsAfterResult: number;
}

const URGENCY: Record<CatalogueNextStep, NextStepUrgency> = {
  confirmatory_test: 'prompt',
  testicular_evaluation: 'prompt',
  pregnancy_test: 'weeks',
  colonoscopy: 'weeks',
};

/**
 * Screening programmes aim for the colonoscopy within weeks of a positive stool test; the risk
 * of a more advanced cancer rises when it is done 10 months or more later (Corley et al., JAMA
 * 2017). A confirmatory test, a pregnancy test and a testicular examination are due now.
 */
const MONTHS_AFTER_RESULT: Record<CatalogueNextStep, number> = {
  confirmatory_test: 0,
  testicular_evaluation: 0,
  pregnancy_test: 0,
  colonoscopy: 1,
};

function reasonOf(actions: readonly CatalogueNextStep[]): NextStepReason {
  if (actions.includes('colonoscopy')) return 'colonoscopy';
  return actions.every((action) => action === 'pregnancy_test') ? 'pregnancy_test' : 'confirm';
}

/** Above the desired range: for the person's sex, or for either while their sex is unknown. */
function aboveDesired(reading: Reading): boolean {
  if (reading.bySex !== undefined)
    return reading.bySex.female.side === 'high' || reading.bySex.male.side === 'high';
  return reading.assessment.side === 'high';
}

function actionsFor(reading: Reading): readonly CatalogueNextStep[] {
  const declared = reading.biomarker.next_step;
  if (declared === undefined) return [];
  if (typeof declared === 'string') return [declared];
  if (reading.sex !== null) return [declared[reading.sex]];
  return declared.female === declared.male ? [declared.female] : [declared.female, declared.male];
}

/**
 * What a result beyond the desired range calls for when repeating the same test would be the
 * wrong step (the catalogue's `next_step`); undefined for every other reading and for a critical
 * value, whose urgent step leads.
 */
export function nextStepOf(reading: Reading): NextStep | undefined {
  if (reading.critical !== undefined || !aboveDesired(reading)) return undefined;
  const actions = actionsFor(reading);
  if (actions.length === 0) return undefined;
  return {
    actions,
    urgency: actions.some((action) => URGENCY[action] === 'prompt') ? 'prompt' : 'weeks',
    reason: reasonOf(actions),
    monthsAfterResult: Math.min(...actions.map((action) => MONTHS_AFTER_RESULT[action])),
  };
}

/** Measured once in a lifetime (lipoprotein(a)): never scheduled again, whatever the value. */
export function measuredOnce(reading: Reading): boolean {
  return reading.biomarker.measured_once === true;
}
