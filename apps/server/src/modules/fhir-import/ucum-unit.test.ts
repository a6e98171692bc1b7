import { expect, it } from 'vitest';
import { ucumSpellings } from './ucum-unit';

it('spells UCUM codes the ways labs print them', () => {
  expect(ucumSpellings('10*9/L')).toEqual(['10^9/L']);
  expect(ucumSpellings('m[IU]/L')).toEqual(['mIU/L']);
  expect(ucumSpellings('mm[Hg]')).toEqual(['mmHg']);
  expect(ucumSpellings('mg/dL{fasting}')).toEqual(['mg/dL']);
  expect(ucumSpellings('umol/L')).toEqual(['umol/L']);
  expect(ucumSpellings('/min')).toEqual(['bpm', 'breaths/min']);
  expect(ucumSpellings('Cel')).toEqual(['°C']);
  expect(ucumSpellings('{ratio}')).toEqual(['']);
  expect(ucumSpellings('1')).toEqual(['']);
});
