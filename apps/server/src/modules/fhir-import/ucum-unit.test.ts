import { expect, it } from 'vitest';
import { ucumToPrinted } from './ucum-unit';

it('spells UCUM codes the way labs print them', () => {
  expect(ucumToPrinted('10*9/L')).toBe('10^9/L');
  expect(ucumToPrinted('m[IU]/L')).toBe('mIU/L');
  expect(ucumToPrinted('mm[Hg]')).toBe('mmHg');
  expect(ucumToPrinted('mg/dL{fasting}')).toBe('mg/dL');
  expect(ucumToPrinted('umol/L')).toBe('umol/L');
  expect(ucumToPrinted('{ratio}')).toBe('');
  expect(ucumToPrinted('1')).toBe('');
});
