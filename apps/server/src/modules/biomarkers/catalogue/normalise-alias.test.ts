import { expect, it } from 'vitest';
import { normaliseAlias } from './normalise-alias';

it.each([
  ['S.G.O.T.', 'SGOT'],
  ['Hämoglobin', 'Haemoglobin'],
  ['α1-Globulin', 'Alpha-1-Globulin'],
  ['γ-GT', 'Gamma GT'],
  ['LDL-Cholesterin', 'ldl cholesterin'],
])('%s meets %s', (a, b) => {
  expect(normaliseAlias(a)).toBe(normaliseAlias(b));
});
