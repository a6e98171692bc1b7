import { expect, it } from 'vitest';
import { formatValue } from './format-value';

it('prints a measurement with its unit, in the interface language', () => {
  expect(formatValue(162, null, 'mg/dL', 'us')).toBe('162 mg/dL');
  expect(formatValue(5.25, null, 'mg/L', 'de')).toBe('5,25 mg/L');
});

it('prints a bound with its comparator before the number', () => {
  expect(formatValue(5, '<', 'mg/L', 'us')).toBe('<5 mg/L');
  expect(formatValue(60, '>', 'mL/min/1.73m²', 'us')).toBe('>60 mL/min/1.73m²');
  expect(formatValue(0.5, '<', 'mg/L', 'de')).toBe('<0,5 mg/L');
});

it('leaves out a unit that names a kind of number', () => {
  expect(formatValue(1.01, '>', 'SG', 'us')).toBe('>1.01');
});
