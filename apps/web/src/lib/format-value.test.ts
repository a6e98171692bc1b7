import { expect, it } from 'vitest';
import { formatValue } from './format-value';

const measured = (value: number) => ({ value, comparator: null, text: null });

it('prints a measurement with its unit, in the interface language', () => {
  expect(formatValue(measured(162), 'mg/dL', 'us')).toBe('162 mg/dL');
  expect(formatValue(measured(5.25), 'mg/L', 'de')).toBe('5,25 mg/L');
});

it('prints a bound with its comparator before the number', () => {
  expect(formatValue({ value: 5, comparator: '<', text: null }, 'mg/L', 'us')).toBe('<5 mg/L');
  expect(formatValue({ value: 60, comparator: '>', text: null }, 'mL/min/1.73m²', 'us')).toBe(
    '>60 mL/min/1.73m²',
  );
  expect(formatValue({ value: 0.5, comparator: '<', text: null }, 'mg/L', 'de')).toBe('<0,5 mg/L');
});

it('leaves out a unit that names a kind of number', () => {
  expect(formatValue({ value: 1.01, comparator: '>', text: null }, 'SG', 'us')).toBe('>1.01');
});

it('prints a qualitative result as the word the lab printed, first letter capitalised', () => {
  expect(formatValue({ value: 2, comparator: null, text: 'Reactive' }, 'S/CO', 'us')).toBe(
    'Reactive',
  );
  expect(formatValue({ value: 0, comparator: null, text: 'negativ' }, 'S/CO', 'de')).toBe(
    'Negativ',
  );
});
