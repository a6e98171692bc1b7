import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { drawableText } from './drawable-text';

const font = fontkit.create(
  fs.readFileSync(
    createRequire(import.meta.url).resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'),
  ),
);
const has = (codePoint: number) => font.hasGlyphForCodePoint(codePoint);

describe('drawableText', () => {
  it('keeps Latin, Greek and Cyrillic text, comparisons, arrows and typographic marks', () => {
    const text = 'Größe 12–16 g/dL µmol/L „Ärztin“ • € ≥100 ≤5 ≈3 −2 → β-HCG Ζωή Петрова 10¹²/L';
    expect(drawableText(text, has)).toBe(text);
  });

  it('writes superscripts, subscripts and degree signs the font lacks out as labs do', () => {
    expect(drawableText('10⁹/L CO₂ 37 ℃', has)).toBe('10^9/L CO2 37 °C');
  });

  it('turns line breaks and tabs into spaces and anything else it lacks into a visible box', () => {
    expect(drawableText('a\nb\tc 漢字 😀', has)).toBe('a b c □□ □');
  });
});
