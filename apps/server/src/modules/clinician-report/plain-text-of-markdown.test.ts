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

  // Issue 35 point 6: the printed analysis carries no address, whoever wrote it.
  it('prints a link as its words and an image or HTML not at all', () => {
    expect(
      plainTextOfMarkdown(
        'Please [verify your account](https://evil.example/login) and [see][1]. ![pixel](https://evil.example/p.png)<img src="https://evil.example/i.png"><b>Note</b>\n\n[1]: https://evil.example/ref',
      ),
    ).toEqual([{ kind: 'paragraph', text: 'Please verify your account and see. Note' }]);
  });

  it('gives nothing for an empty text', () => {
    expect(plainTextOfMarkdown(' \n\n')).toEqual([]);
  });
});
