import { expect, it } from 'vitest';
import { formatNumber } from './format-number';

it('formats numbers in the interface language', () => {
  expect(formatNumber(5.25, 'us')).toBe('5.25');
  expect(formatNumber(5.25, 'de')).toBe('5,25');
  expect(formatNumber(1234.5, 'us')).toBe('1,234.5');
});
