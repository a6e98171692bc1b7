import net from 'node:net';
import path from 'node:path';
import Type from 'typebox';

// The kinds of value an environment variable holds: TypeBox schemas of the trimmed, non-empty
// string the environment gives, decoded into what the configuration uses. A kind that can refuse
// a value says what it `expected`, the end of the one-line error `NAME must be <expected>`; a
// `secret` one keeps the value out of that line, which otherwise ends with what it got.
//
// Checks are written out rather than left to Value.Convert, which reads "80.5" as the integer 80
// and "1" as true.

interface Default<T> {
  default?: T;
}

export function text(options: Default<string> = {}) {
  return Type.String({ ...options });
}

export function matching(pattern: RegExp, expected: string, options: Default<string> = {}) {
  return Type.String({ pattern, expected, ...options });
}

export function directory(options: Default<string> = {}) {
  return Type.Decode(text(options), (value) => path.resolve(value));
}

/** Digits only: no sign, fraction or exponent. */
export function integer(options: { min: number; max: number } & Default<number>) {
  const { min, max } = options;
  const digits = matching(/^\d+$/, `an integer from ${min} to ${max}`, {
    default: options.default?.toString(),
  });
  const inRange = (value: string) => Number(value) >= min && Number(value) <= max;
  return Type.Decode(Type.Refine(digits, inRange), Number);
}

export function choice<const Values extends string[]>(
  values: readonly [...Values],
  options: Default<Values[number]> = {},
) {
  return Type.Enum(values, { expected: `one of ${values.join(', ')}`, ...options });
}

export function flag() {
  return Type.Decode(
    Type.Enum(['true', 'false'], { expected: 'true or false' }),
    (value) => value === 'true',
  );
}

export function url(protocols: readonly string[], options: Default<string> = {}) {
  const schemes = protocols.map((protocol) => `${protocol}//`).join(' or ');
  const address = Type.String({ expected: `a URL starting with ${schemes}`, ...options });
  const usable = (value: string) =>
    URL.canParse(value) && protocols.includes(new URL(value).protocol);
  return Type.Decode(Type.Refine(address, usable), (value) => new URL(value));
}

/** Counted in UTF-16 units, as String.length does (JSON Schema's minLength counts code points). */
export function secret(minLength: number) {
  return Type.Refine(
    Type.String({ expected: `at least ${minLength} characters long`, secret: true }),
    (value) => value.length >= minLength,
  );
}

// A PEM in one environment line usually arrives with its line breaks written as \n.
const withLineBreaks = (value: string) => value.replaceAll('\\n', '\n');
const PKCS8_PEM = /^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----\s*$/;

export function privateKey() {
  const key = Type.String({
    expected: 'a PKCS #8 PEM key (-----BEGIN PRIVATE KEY-----)',
    secret: true,
  });
  return Type.Decode(
    Type.Refine(key, (value) => PKCS8_PEM.test(withLineBreaks(value))),
    withLineBreaks,
  );
}

/** proxy-addr's names for the private ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxy(part: string): boolean {
  if (PROXY_RANGE_NAMES.includes(part)) return true;
  const [address = '', prefix, ...rest] = part.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const listOf = (value: string) => value.split(',').map((part) => part.trim());

export function proxies() {
  const list = Type.String({
    expected: `proxy addresses or CIDR ranges (or ${PROXY_RANGE_NAMES.join(', ')}) separated by commas`,
  });
  return Type.Decode(
    Type.Refine(list, (value) => listOf(value).every(isProxy)),
    listOf,
  );
}
