import { describe, expect, it } from 'vitest';
import { reviewPath } from './paths';

describe('reviewPath', () => {
  it('leads to a document’s review, at one of its values when given', () => {
    expect(reviewPath('d1')).toBe('/documents/d1/review');
    expect(reviewPath('d1', 'r-ldl')).toBe('/documents/d1/review?result=r-ldl');
  });

  it('keeps ids with reserved characters in their place', () => {
    expect(reviewPath('a/b', 'c&d')).toBe('/documents/a%2Fb/review?result=c%26d');
  });
});
