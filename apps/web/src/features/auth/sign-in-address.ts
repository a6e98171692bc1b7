import { emailProblem, normalizePhone, phoneProblem } from '@labtrail/contract/identifiers';

/** Where a sign-in code goes; also the navigation state of the verify screen. */
export type SignInAddress = { email: string } | { phone: string };

/**
 * The address to send for what the person entered (spec §5): an e-mail address if it passes the
 * e-mail check, else a phone number (without parentheses, spaces and hyphens) if it passes the
 * phone check.
 */
export function toSignInAddress(entry: string): SignInAddress | undefined {
  if (emailProblem(entry) === undefined) return { email: entry.trim() };
  if (phoneProblem(entry) === undefined) return { phone: normalizePhone(entry) };
  return undefined;
}

/** The address in the verify screen's navigation state, if it holds one. */
export function readSignInAddress(state: unknown): SignInAddress | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  if ('email' in state && typeof state.email === 'string') return { email: state.email };
  if ('phone' in state && typeof state.phone === 'string') return { phone: state.phone };
  return undefined;
}

export function addressText(address: SignInAddress): string {
  return 'email' in address ? address.email : address.phone;
}
