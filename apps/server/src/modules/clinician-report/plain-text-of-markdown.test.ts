import { describe, expect, it } from 'vitest';
import { plainTextOfMarkdown } from './plain-text-of-markdown';

describe('plainTextOfMarkdown', () => {
  it('turns paragraphs and list items into plain paragraphs and bullets', () => {
    const markdown = [
      '**Seek medical care today:** potassium is at a critical level.',
      '- **Potassium 6.8 mmol/L** (Mar 1, 2026): alert limit ≥6.5 mmol/L',
      '* second item',
      '',
      'A paragraph',
      'over two lines with *emphasis* and a [link](https://example.org).',
    ].join('\n');

    expect(plainTextOfMarkdown(markdown)).toEqual([
      { kind: 'paragraph', text: 'Seek medical care today: potassium is at a critical level.' },
      { kind: 'bullet', text: 'Potassium 6.8 mmol/L (Mar 1, 2026): alert limit ≥6.5 mmol/L' },
      { kind: 'bullet', text: 'second item' },
      { kind: 'paragraph', text: 'A paragraph over two lines with emphasis and a link.' },
    ]);
  });

  it('keeps numbers with signs and products as they are and drops heading marks', () => {
    expect(plainTextOfMarkdown('## Heart\n\n2 * 3 mg, <5 mg/L')).toEqual([
      { kind: 'paragraph', text: 'Heart' },
      { kind: 'paragraph', text: '2 * 3 mg, <5 mg/L' },
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(plainTextOfMarkdown(' \n\n')).toEqual([]);
  });
});
