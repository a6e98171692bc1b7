import { REVIEW_MESSAGES } from '@labtrail/contract/review';
import type { TFunction } from 'i18next';

type ReviewMessageName = keyof typeof REVIEW_MESSAGES;

const NAMES = Object.keys(REVIEW_MESSAGES) as ReviewMessageName[];

/**
 * A failure's message in the interface language: the review's calls answer with the contract's
 * English messages, which the interface words itself; any other message is shown as it came.
 */
export function reviewMessage(error: string, t: TFunction): string {
  const name = NAMES.find((candidate) => REVIEW_MESSAGES[candidate] === error);
  return name === undefined ? error : t(`review.errors.${name}`);
}

/**
 * Whether the server refused a mapping for the line's unit: then the person chooses the unit.
 * The answer's code may have been worded already (unknown_unit), else it is the contract's text.
 */
export function isUnknownUnit(error: string, t: TFunction): boolean {
  return [REVIEW_MESSAGES.unknownUnit, t('serverErrors.unknownUnit')].includes(error);
}
