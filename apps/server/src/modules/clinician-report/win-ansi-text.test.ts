import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi-text';

describe('toWinAnsi', () => {
  it('keeps what the standard fonts draw: Latin-1, umlauts, µ, en dash and typographic quotes', () => {
    const text = 'Größe 12–16 g/dL µmol/L „Ärztin“ ’ • €';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('writes comparisons, arrows and minus signs out in ASCII', () => {
    expect(toWinAnsi('≥100 ≤5 ≈3 −2 → ↑ ↓')).toBe('>=100 <=5 ~3 -2 -> ^ v');
  });

  it('writes Greek letters and superscripts out as labs do in plain text', () => {
    expect(toWinAnsi('β-HCG γ-GT 10⁹/L 10¹²/L μg CO₂')).toBe(
      'beta-HCG gamma-GT 10^9/L 10¹²/L µg CO2',
    );
  });

  it('turns line breaks and tabs into spaces and anything else unknown into ?', () => {
    expect(toWinAnsi('a\nb\tc 漢')).toBe('a b c ?');
  });
});
