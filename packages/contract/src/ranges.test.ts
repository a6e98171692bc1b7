import { describe, expect, it } from 'vitest';
import {
  boundRanges,
  rangeBoundsText,
  rangeColour,
  rangeContains,
  rangeDistance,
  rangeIndexOf,
  resultRangeIndex,
} from './ranges';

const LDL = [
  { name: 'Optimal', min: null, max: 100 },
  { name: 'Near Optimal', min: 100, max: 130 },
  { name: 'Borderline High', min: 130, max: 160 },
  { name: 'High', min: 160, max: 190 },
  { name: 'Very High', min: 190, max: null },
];

describe('range containment (spec §4)', () => {
  it('holds values below max in a range open at the low end, not max itself', () => {
    expect(rangeContains({ min: null, max: 100 }, 99.99)).toBe(true);
    expect(rangeContains({ min: null, max: 100 }, 100)).toBe(false);
  });

  it('holds values at or above min in a range open at the high end', () => {
    expect(rangeContains({ min: 190, max: null }, 190)).toBe(true);
    expect(rangeContains({ min: 190, max: null }, 189.9)).toBe(false);
  });

  it('holds both bounds of a bounded range', () => {
    expect(rangeContains({ min: 100, max: 130 }, 100)).toBe(true);
    expect(rangeContains({ min: 100, max: 130 }, 130)).toBe(true);
    expect(rangeContains({ min: 100, max: 130 }, 130.01)).toBe(false);
  });

  it('gives a shared boundary to the range that starts at it, as guidelines read "≥ X"', () => {
    expect(rangeIndexOf(LDL, 100)).toBe(1);
    expect(rangeIndexOf(LDL, 130)).toBe(2);
    expect(rangeIndexOf(LDL, 160)).toBe(3);
    expect(rangeIndexOf(LDL, 159.9)).toBe(2);
    expect(rangeIndexOf(LDL, 250)).toBe(4);
  });

  it('gives a shared boundary to a range that includes its max: TSH 4.5 on 0.45–4.5 is normal', () => {
    const TSH = [
      { name: 'Suppressed', min: null, max: 0.1 },
      { name: 'Low', min: 0.1, max: 0.45 },
      { name: 'Normal', min: 0.45, max: 4.5, includes_max: true },
      { name: 'Mildly Elevated', min: 4.5, max: 10 },
      { name: 'High', min: 10, max: null },
    ];
    expect(rangeIndexOf(TSH, 4.5)).toBe(2);
    expect(rangeIndexOf(TSH, 0.45)).toBe(2);
    expect(rangeIndexOf(TSH, 4.51)).toBe(3);
    expect(rangeIndexOf(TSH, 10)).toBe(4);
    expect(rangeDistance(TSH, 'Normal', 4.5)).toBe(0);
  });

  it('holds max in a range open below that includes it: PSA 4.0 on 0–4.0 is normal', () => {
    const PSA = [
      { name: 'Normal', min: null, max: 4, includes_max: true },
      { name: 'Borderline', min: 4, max: 10 },
      { name: 'High', min: 10, max: null },
    ];
    expect(rangeContains({ min: null, max: 4, includes_max: true }, 4)).toBe(true);
    expect(rangeIndexOf(PSA, 4)).toBe(0);
    expect(rangeIndexOf(PSA, 4.01)).toBe(1);
    expect(resultRangeIndex(PSA, 'Normal', 4, '>')).toBe(1);
    expect(resultRangeIndex(PSA, 'Normal', 4, '<')).toBe(0);
  });

  it('keeps the upper bound of a range that no other range starts at', () => {
    expect(rangeIndexOf([{ min: 10, max: 20 }], 20)).toBe(0);
    expect(rangeIndexOf([{ min: 10, max: 20 }], 5)).toBe(-1);
  });
});

describe('range colour by distance from the desired range', () => {
  it('counts ranges between the value and the desired one', () => {
    expect(rangeDistance(LDL, 'Optimal', 80)).toBe(0);
    expect(rangeDistance(LDL, 'Optimal', 120)).toBe(1);
    expect(rangeDistance(LDL, 'Optimal', 200)).toBe(4);
    expect(rangeDistance(LDL, 'Near Optimal', 80)).toBe(1);
  });

  it('maps 0–3 to green, yellow, orange, red-orange and 4 or more to dark red', () => {
    expect([0, 1, 2, 3, 4, 7].map(rangeColour)).toEqual([
      'green',
      'yellow',
      'orange',
      'red-orange',
      'dark-red',
      'dark-red',
    ]);
  });

  it('gives a value outside every range the darkest colour', () => {
    const distance = rangeDistance([{ name: 'Normal', min: 10, max: 20 }], 'Normal', 50);
    expect(rangeColour(distance)).toBe('dark-red');
  });
});

it('prints bounds as <max, >min or min-max', () => {
  expect(LDL.map(rangeBoundsText)).toEqual(['<100', '100-130', '130-160', '160-190', '>190']);
});

it('prints "≤max" for a range open below that includes it, and a crisis band as ">180"', () => {
  expect(rangeBoundsText({ min: null, max: 4, includes_max: true })).toBe('≤4');
  const systolic = [
    { min: 140, max: 180, includes_max: true },
    { min: 180, max: null },
  ];
  expect(systolic.map(rangeBoundsText)).toEqual(['140-180', '>180']);
  expect(rangeIndexOf(systolic, 180)).toBe(0);
  expect(rangeIndexOf(systolic, 181)).toBe(1);
});

describe('a printed bound', () => {
  const EGFR = [
    { name: 'G5', min: null, max: 15 },
    { name: 'G4', min: 15, max: 30 },
    { name: 'G3b', min: 30, max: 45 },
    { name: 'G3a', min: 45, max: 60 },
    { name: 'G2', min: 60, max: 90 },
    { name: 'Normal', min: 90, max: null },
  ];

  it('stands in the range nearest the desired one among those it allows', () => {
    expect(resultRangeIndex(EGFR, 'Normal', 60, '>')).toBe(5);
    expect(resultRangeIndex(EGFR, 'Normal', 60, null)).toBe(4);
    expect(resultRangeIndex(LDL, 'Optimal', 160, '<')).toBe(0);
    expect(resultRangeIndex(LDL, 'Optimal', 200, '>')).toBe(4);
  });

  it('allows every range on its open side: eGFR >60 allows G2 and G1, not G1 alone', () => {
    expect(boundRanges(EGFR, 60, '>')).toEqual([4, 5]);
    expect(boundRanges(EGFR, 90, '>')).toEqual([5, 5]);
    expect(boundRanges(LDL, 100, '<')).toEqual([0, 0]);
    expect(boundRanges(LDL, 160, '<')).toEqual([0, 2]);
  });

  it('stands at its edge when the desired range lies beyond what it allows', () => {
    expect(resultRangeIndex(EGFR, 'Normal', 30, '<')).toBe(1);
    expect(resultRangeIndex(EGFR, 'Normal', 15, '<')).toBe(0);
    expect(rangeDistance(EGFR, 'Normal', 30, '<')).toBe(4);
  });
});
