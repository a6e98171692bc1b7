import type { TFunction } from 'i18next';
import { i18n, DEFAULT_LANGUAGE } from '../../lib/i18n/i18n';

/** The reasons of spec §5, in the order the flag dialog shows them. */
export const FLAG_REASONS = [
  'dialogs.flagValue.reasonMissing',
  'dialogs.flagValue.reasonIncorrect',
  'dialogs.flagValue.reasonNotInDocument',
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** The cause the server keeps for a reason: in one language, whatever language the person reads. */
export function storedFlagCause(reason: FlagReason): string {
  return i18n.getFixedT(DEFAULT_LANGUAGE)(reason);
}

/** A stored cause in the interface language when it is one of the dialog's reasons, else as kept. */
export function shownFlagCause(cause: string, t: TFunction): string {
  const reason = FLAG_REASONS.find((candidate) => storedFlagCause(candidate) === cause);
  return reason === undefined ? cause : t(reason);
}
