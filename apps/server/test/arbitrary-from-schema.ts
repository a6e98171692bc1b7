import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/** The parts of a JSON Schema (as the OpenAPI document holds them) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

const MAX_DEPTH = 4;

/** Strings that have broken parsers and lookups elsewhere: not random, so worth trying on purpose. */
const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'null',
  '../../etc/passwd',
  '%00',
  '\u0000',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '9'.repeat(400),
  '\u202e\ufeff',
  '2026-02-30',
  '1e309',
  '__proto__',
  'constructor',
];

function stringFor(schema: JsonSchema): Arbitrary<string> {
  const formatted =
    schema.format === 'date'
      ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
      : schema.format === 'date-time'
        ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
        : schema.format === 'uuid'
          ? fc.uuid()
          : fc.string({ maxLength: Math.min(schema.maxLength ?? 64, 64) });
  return fc.oneof(
    { weight: 3, arbitrary: formatted },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  );
}

function numberFor(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const near =
    schema.minimum !== undefined || schema.maximum !== undefined
      ? fc.double({
          min: (schema.minimum ?? -1e6) - 2,
          max: (schema.maximum ?? 1e6) + 2,
          noNaN: true,
        })
      : fc.double({ noNaN: true, noDefaultInfinity: true });
  return fc.oneof(
    integer ? fc.integer() : near,
    near,
    fc.constantFrom(0, -0, -1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.1),
  );
}

function typedArbitrary(schema: JsonSchema, type: string, depth: number): Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFromSchema(schema.items ?? {}, depth + 1), { maxLength: 6 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const shaped = fc.record(
        Object.fromEntries(
          properties.map(([name, property]) => [name, arbitraryFromSchema(property, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
      const extra = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), {
        maxKeys: 2,
      });
      return fc.tuple(shaped, extra, fc.boolean()).map(([value, more, addMore]) =>
        // Unknown keys on top of the known ones must be refused as cleanly as a wrong value.
        addMore ? { ...more, ...value } : value,
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values shaped like `schema` but often just outside it (wrong types, bounds, formats, extra
 * keys, hostile strings): what a fuzzer should send to find the answers that are not 4xx.
 */
export function arbitraryFromSchema(schema: JsonSchema, depth = 0): Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.jsonValue({ maxDepth: 1 });
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) {
    return fc.oneof(...alternatives.map((option) => arbitraryFromSchema(option, depth)));
  }
  if (schema.allOf !== undefined) {
    return fc.oneof(...schema.allOf.map((part) => arbitraryFromSchema(part, depth)));
  }
  const exact: unknown[] = [
    ...(schema.enum ?? []),
    ...(schema.const === undefined ? [] : [schema.const]),
  ];
  const types = Array.isArray(schema.type)
    ? schema.type
    : schema.type === undefined
      ? ['any']
      : [schema.type];
  const shaped = fc.oneof(...types.map((type) => typedArbitrary(schema, type, depth)));
  const valid = exact.length > 0 ? fc.oneof(fc.constantFrom(...exact), shaped) : shaped;
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}
