/**
 * The check digit of a LOINC code's number part (LOINC's mod-10 rule): catches a mistyped code.
 * Odd positions from the right, read right to left, doubled; the even positions prepended; the
 * digit sum's distance to the next multiple of ten.
 */
export function loincCheckDigit(number: string): number {
  const fromRight = Array.from(number, Number).reverse();
  const odd = fromRight.filter((_, index) => index % 2 === 0).join('');
  const even = fromRight.filter((_, index) => index % 2 === 1).join('');
  const digits = `${even}${String(Number(odd) * 2)}`;
  const sum = Array.from(digits, Number).reduce((total, digit) => total + digit, 0);
  return (10 - (sum % 10)) % 10;
}

const LOINC = /^(\d{1,7})-(\d)$/;

export function isValidLoinc(code: string): boolean {
  const match = LOINC.exec(code);
  if (match?.[1] === undefined || match[2] === undefined) return false;
  return loincCheckDigit(match[1]) === Number(match[2]);
}
