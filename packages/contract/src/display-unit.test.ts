import { expect, it } from 'vitest';
import { withUnit } from './display-unit';

it('prints units after values, except for unitless kinds of number', () => {
  expect(withUnit('162', 'mg/dL')).toBe('162 mg/dL');
  expect(withUnit('5.3', 'ratio')).toBe('5.3');
  expect(withUnit('6.5', 'pH')).toBe('6.5');
  expect(withUnit('7.2', '%')).toBe('7.2 %');
});
