const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * The form units are compared in: case, micro-sign spellings (µ, μ, u, mc), spaces and the
 * caret or × of powers of ten folded, so 'µg/dL', 'ug/dl' and 'mcg/dL' meet, and '10^9/L' meets
 * '10*9/l' and '×10⁹/L'. Count units that differ in meaning ('/cumm' vs '10^3/µL') stay apart.
 */
export function normaliseUnit(unit: string): string {
  return unit
    .trim()
    .toLowerCase()
    .replace(/[µμ]/g, 'u')
    .replace(/mc(?=g|mol|l\b|iu)/g, 'u')
    .replace(/10(?=[⁰¹²³⁴⁵⁶⁷⁸⁹])/g, '10^')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (digit) => String(SUPERSCRIPT_DIGITS.indexOf(digit)))
    .replace(/x\s*10|×\s*10/g, '10')
    .replace(/10\s*[*^]\s*/g, '10^')
    .replace(/\s+/g, '');
}
