/**
 * The rules of spec §5 for a test value and its date, shared by the edit dialog and the server.
 * Messages are the spec's exact texts.
 */

export const TEST_ENTRY_MESSAGES = {
  valueRequired: 'Test value is required',
  valueInvalid: 'Test value must be a valid number',
  dateRequired: 'Date is required',
  dateFormat: 'Date format should be YYYY-MM-DD',
  dateInvalid: 'Invalid date',
} as const;

const VALUE_PATTERN = /^(\d+\.?\d*|\.\d+)$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The message for an unusable test value, or undefined: digits with at most one decimal point. */
export function testValueProblem(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return TEST_ENTRY_MESSAGES.valueRequired;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return TEST_ENTRY_MESSAGES.valueRequired;
  if (typeof value === 'number' && !Number.isFinite(value)) return TEST_ENTRY_MESSAGES.valueInvalid;
  if (!VALUE_PATTERN.test(text)) return TEST_ENTRY_MESSAGES.valueInvalid;
  return undefined;
}

/** The date part (before any T) of a date or date-time text. */
export function datePart(value: string): string {
  return value.split('T')[0] ?? '';
}

/** The message for an unusable test date, or undefined: YYYY-MM-DD naming a real day. */
export function testDateProblem(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value.trim() === '')
    return TEST_ENTRY_MESSAGES.dateRequired;
  const match = DATE_PATTERN.exec(datePart(value.trim()));
  if (match === null) return TEST_ENTRY_MESSAGES.dateFormat;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? undefined : TEST_ENTRY_MESSAGES.dateInvalid;
}
