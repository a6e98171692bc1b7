import { describe, expect, it } from 'vitest';
import type { TextItem } from '../pdf-text';
import { splitCells } from './split-cells';

function item(x: number, text: string, width = text.length * 5): TextItem {
  return { text, x, y: 100, width, height: 10 };
}

describe('splitCells', () => {
  it('joins words a space apart (OCR gives one item per word) and splits at column gaps', () => {
    const cells = splitCells({
      y: 100,
      items: [
        item(40, 'Total'),
        item(68, 'Cholesterol'),
        item(250, '180'),
        item(340, 'mg/dL'),
        item(430, '<'),
        item(438, '200'),
      ],
    });
    expect(cells.map((cell) => cell.text)).toEqual(['Total Cholesterol', '180', 'mg/dL', '< 200']);
  });

  it('glues pieces of one word without a space', () => {
    expect(
      splitCells({ y: 100, items: [item(40, 'HDL-'), item(60, 'C')] }).map((cell) => cell.text),
    ).toEqual(['HDL-C']);
  });

  it('keeps overlapping items apart: a watermark over a name is not part of it', () => {
    const cells = splitCells({
      y: 100,
      items: [item(23, 'Alkaline Phosphatase (ALP)'), item(53, 'Smart Pathology Laboratory')],
    });
    expect(cells.map((cell) => cell.text)).toEqual([
      'Alkaline Phosphatase (ALP)',
      'Smart Pathology Laboratory',
    ]);
  });
});
