import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';
import { textFixture } from '../../../../test/text-fixture';

describe('detectLanguage', () => {
  it('recognises a German report', () => {
    const text = textFixture([
      [
        [
          [40, 'Analyse'],
          [300, 'Einheit'],
          [400, 'Normwerte'],
        ],
        [
          [40, 'Hämoglobin'],
          [300, 'g/dl'],
        ],
        [[40, 'Befund: kein Hinweis auf eine Infektion']],
      ],
    ]);
    expect(detectLanguage(text)).toBe('de');
  });

  it('recognises an English report, and takes English when there is nothing to go by', () => {
    const text = textFixture([
      [
        [
          [40, 'Test Name'],
          [300, 'Result'],
          [400, 'Reference Range'],
        ],
        [[40, 'Please fast for 12 hours before the test']],
      ],
    ]);
    expect(detectLanguage(text)).toBe('us');
    expect(detectLanguage(textFixture([[[[40, '12.5']]]]))).toBe('us');
  });
});
