import type { Provenance } from '@labtrail/contract/review';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf } from './result-snapshot';

const box = fc.record({
  x: fc.double({ min: 0, max: 1, noNaN: true }),
  y: fc.double({ min: 0, max: 1, noNaN: true }),
  width: fc.double({ min: 0, max: 1, noNaN: true }),
  height: fc.double({ min: 0, max: 1, noNaN: true }),
});

/** Any provenance, its printed texts full of quotes, colons and the word "page". */
const provenance: fc.Arbitrary<Provenance> = fc.record({
  printed: fc.record({
    name: fc.oneof(fc.string(), fc.constant('"page":9'), fc.constant('x","page":7,"y":"')),
    value: fc.string(),
    unit: fc.string(),
    range: fc.option(fc.string()),
    flag: fc.option(fc.string()),
  }),
  page: fc.option(fc.integer({ min: 1, max: 10_000 })),
  row_box: fc.option(box),
  value_box: fc.option(box),
  observation: fc.option(fc.oneof(fc.string(), fc.constant('"page":3'))),
  mapped: fc.option(fc.boolean(), { nil: undefined }),
});

describe('the page of a stored provenance, read without parsing it', () => {
  it('is the provenance’s own page, whatever its printed texts say', () => {
    fc.assert(
      fc.property(provenance, (written) => {
        expect(pageOf(JSON.stringify(written))).toBe(written.page);
      }),
    );
  });

  it('is none without a provenance', () => {
    expect(pageOf(null)).toBeNull();
    expect(pageOf(undefined)).toBeNull();
  });
});
