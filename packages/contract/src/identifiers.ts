/**
 * The rules of spec §5 for sign-in addresses, shared by the web app (to validate as a person types)
 * and the server (to validate, normalise and compare). Messages are the spec's exact texts.
 */

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Email format is not valid',
} as const;

export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  letters: 'Phone number cannot contain letters',
  invalid: 'Phone number format is not valid',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_SEPARATORS = /[()\s-]/g;
const PHONE_PATTERN = /^\+?\d+$/;
const LETTERS = /\p{L}/u;

/** The message for an unusable e-mail address, or undefined when it is fine. */
export function emailProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return EMAIL_MESSAGES.required;
  if (!EMAIL_PATTERN.test(trimmed)) return EMAIL_MESSAGES.invalid;
  return undefined;
}

/** The message for an unusable phone number, or undefined when it is fine. */
export function phoneProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return PHONE_MESSAGES.required;
  if (LETTERS.test(trimmed)) return PHONE_MESSAGES.letters;
  if (!PHONE_PATTERN.test(normalizePhone(trimmed))) return PHONE_MESSAGES.invalid;
  return undefined;
}

/** Parentheses, spaces and hyphens removed, as spec §5 sends and compares numbers. */
export function normalizePhone(value: string): string {
  return value.trim().replace(PHONE_SEPARATORS, '');
}

/** E-mail addresses are compared case-insensitively. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
