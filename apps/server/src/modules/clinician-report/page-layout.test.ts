import { describe, expect, it } from 'vitest';
import { paginate, wrapText } from './page-layout';

/** Every character 5 points wide. */
const measure = (text: string) => text.length * 5;

describe('wrapText', () => {
  it('keeps a text that fits on one line', () => {
    expect(wrapText('LDL Cholesterol', 100, measure)).toEqual(['LDL Cholesterol']);
  });

  it('breaks at spaces so that no line is wider than the column', () => {
    const lines = wrapText('Low-density lipoprotein cholesterol calculated', 100, measure);
    expect(lines).toEqual(['Low-density', 'lipoprotein', 'cholesterol', 'calculated']);
    expect(lines.every((line) => measure(line) <= 100)).toBe(true);
  });

  it('puts several short words on a line', () => {
    expect(wrapText('a bb ccc dddd eeeee', 50, measure)).toEqual(['a bb ccc', 'dddd eeeee']);
  });

  it('breaks a word wider than the column inside it, losing no character', () => {
    const lines = wrapText('Thyreoperoxidase-Antikörper hoch', 50, measure);
    expect(lines).toEqual(['Thyreopero', 'xidase-Ant', 'ikörper', 'hoch']);
    expect(lines.join('').replace(/\s/g, '')).toBe('Thyreoperoxidase-Antikörperhoch');
  });

  it('takes no line for an empty text and collapses runs of spaces', () => {
    expect(wrapText('', 50, measure)).toEqual([]);
    expect(wrapText('  a   b  ', 50, measure)).toEqual(['a b']);
  });
});

describe('paginate', () => {
  it('fills a page and starts the next with the block that does not fit, whole', () => {
    expect(paginate([{ height: 40 }, { height: 40 }, { height: 30 }], 100)).toEqual([[0, 1], [2]]);
  });

  it('keeps everything on one page when it fits exactly', () => {
    expect(paginate([{ height: 50 }, { height: 50 }], 100)).toEqual([[0, 1]]);
  });

  it('moves a heading to the next page with the row after it', () => {
    const blocks = [{ height: 70 }, { height: 10, keepWithNext: true }, { height: 30 }];
    expect(paginate(blocks, 100)).toEqual([[0], [1, 2]]);
  });

  it('gives a block taller than a page a page of its own and goes on after it', () => {
    expect(paginate([{ height: 10 }, { height: 250 }, { height: 10 }], 100)).toEqual([
      [0],
      [1],
      [2],
    ]);
  });

  it('leaves room for the table header drawn again above a row that begins a page', () => {
    const header = { height: 20 };
    const rows = [40, 40, 40, 40].map((height) => ({ height, repeats: header }));
    expect(paginate([header, ...rows], 100)).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
    expect(paginate([header, ...rows, { height: 20 }, { height: 20 }], 100)).toEqual([
      [0, 1, 2],
      [3, 4],
      [5, 6],
    ]);
  });

  it('has no page without blocks', () => {
    expect(paginate([], 100)).toEqual([]);
  });
});
