import type { Decoder } from './decode/byte-reader';
import { decodeAscii85 } from './decode/decode-ascii85';
import { decodeAsciiHex } from './decode/decode-ascii-hex';
import { decodeBrotli } from './decode/decode-brotli';
import { decodeFlate } from './decode/decode-flate';
import { decodeLzw } from './decode/decode-lzw';
import { decodeRunLength } from './decode/decode-run-length';
import { UNRESOLVED } from './create-reference-resolver';
import type { Resolve } from './create-reference-resolver';
import { PdfName } from './read-pdf-object';
import type { PdfDictionary, PdfValue } from './read-pdf-object';

/** A PNG or TIFF predictor on the last filter: rows of `rowBytes` out of (about) as many in. */
export interface Predictor {
  png: boolean;
  rowBytes: number;
}

export type DecodingPlan =
  | { decoders: Decoder[]; predictor: Predictor | undefined }
  /** pdf.js would read a stream this reading cannot follow byte for byte. */
  | 'unmeasurable';

/** pdf.js reads nothing from the stream (it gives up on it): no decoders, no output. */
const NOTHING: DecodingPlan = { decoders: [], predictor: undefined };

/** Image codecs: bounded by the image's own size, and only ever the last filter of a real file. */
const IMAGE_CODECS = new Set([
  'DCT',
  'DCTDecode',
  'JPX',
  'JPXDecode',
  'CCF',
  'CCITTFaxDecode',
  'JBIG2Decode',
]);

class Unmeasurable extends Error {}
class Unreadable extends Error {}

function isArray(value: PdfValue | undefined): value is PdfValue[] {
  return Array.isArray(value);
}

/** `dictionary.get(key1, key2)` as pdf.js's Dict has it: the first key present, references followed. */
function lookUp(
  dictionary: PdfDictionary,
  resolve: Resolve,
  ...keys: string[]
): PdfValue | undefined {
  const key = keys.find((candidate) => dictionary.has(candidate));
  const value = key === undefined ? undefined : dictionary.get(key);
  if (value === undefined) return undefined;
  const resolved = resolve(value);
  if (resolved === UNRESOLVED) throw new Unmeasurable();
  return resolved;
}

/** A number parameter, or `fallback` where pdf.js's `value || fallback` takes it. */
function numberParameter(
  parameters: PdfDictionary,
  resolve: Resolve,
  fallback: number,
  ...keys: string[]
): number {
  const value = lookUp(parameters, resolve, ...keys);
  if (value === undefined || value === null || value === false || value === 0) return fallback;
  if (typeof value !== 'number') throw new Unmeasurable();
  return value;
}

/** pdf.js's `if (params)`: what counts as parameters at all. */
function present(value: PdfValue | undefined): value is Exclude<PdfValue, null | false | 0> {
  return value !== undefined && value !== null && value !== false && value !== 0;
}

function predictorOf(parameters: PdfValue | undefined, resolve: Resolve): Predictor | undefined {
  if (!(parameters instanceof Map)) return undefined;
  const predictor = numberParameter(parameters, resolve, 1, 'Predictor');
  if (predictor <= 1) return undefined;
  // pdf.js refuses other predictors, and with them the stream.
  if (predictor !== 2 && (predictor < 10 || predictor > 15)) throw new Unreadable();
  const colors = numberParameter(parameters, resolve, 1, 'Colors');
  const bits = numberParameter(parameters, resolve, 8, 'BPC', 'BitsPerComponent');
  const columns = numberParameter(parameters, resolve, 1, 'Columns');
  // pdf.js's arithmetic, 32-bit wrap included: a row length that wraps is no real image.
  const rowBytes = (columns * colors * bits + 7) >> 3;
  if (rowBytes <= 0) throw new Unmeasurable();
  return { png: predictor !== 2, rowBytes };
}

interface FilterStep {
  name: string;
  parameters: PdfValue | undefined;
}

/** The stream's filters and their parameters, first to last, as pdf.js's Parser.filter takes them. */
function filterSteps(dictionary: PdfDictionary, resolve: Resolve): FilterStep[] {
  const filter = lookUp(dictionary, resolve, 'F', 'Filter');
  const parameters = lookUp(dictionary, resolve, 'DP', 'DecodeParms');
  if (filter instanceof PdfName) return [{ name: filter.name, parameters }];
  if (!isArray(filter)) return [];
  return filter.map((entry, index) => {
    const name = resolve(entry);
    if (name === UNRESOLVED) throw new Unmeasurable();
    if (!(name instanceof PdfName)) throw new Unreadable();
    const own = isArray(parameters) ? parameters[index] : undefined;
    const resolved = own === undefined ? null : resolve(own);
    if (resolved === UNRESOLVED) throw new Unmeasurable();
    return { name: name.name, parameters: resolved };
  });
}

function stepDecoder(
  step: FilterStep,
  resolve: Resolve,
  maxStreamBytes: number,
): { decoder: Decoder | undefined; predictor: Predictor | undefined } {
  switch (step.name) {
    case 'Fl':
    case 'FlateDecode':
      return { decoder: decodeFlate, predictor: predictorOf(step.parameters, resolve) };
    case 'LZW':
    case 'LZWDecode': {
      if (!present(step.parameters))
        return { decoder: (input) => decodeLzw(input, 1), predictor: undefined };
      // pdf.js asks parameters that are no dictionary for EarlyChange, fails, and gives up.
      if (!(step.parameters instanceof Map)) throw new Unreadable();
      const parameters = step.parameters;
      const earlyChange = parameters.has('EarlyChange')
        ? lookUp(parameters, resolve, 'EarlyChange')
        : 1;
      if (typeof earlyChange !== 'number') throw new Unmeasurable();
      return {
        decoder: (input) => decodeLzw(input, earlyChange),
        predictor: predictorOf(parameters, resolve),
      };
    }
    case 'A85':
    case 'ASCII85Decode':
      return { decoder: decodeAscii85, predictor: undefined };
    case 'AHx':
    case 'ASCIIHexDecode':
      return { decoder: decodeAsciiHex, predictor: undefined };
    case 'RL':
    case 'RunLengthDecode':
      return { decoder: decodeRunLength, predictor: undefined };
    case 'BrotliDecode':
      return { decoder: (input) => decodeBrotli(input, maxStreamBytes), predictor: undefined };
    default:
      // pdf.js passes the data on unchanged through a filter it does not know (such as Crypt).
      return { decoder: undefined, predictor: undefined };
  }
}

/**
 * How pdf.js would unpack one stream: the decoders of its filter chain in order (references in
 * /Filter and /DecodeParms followed, abbreviations and #-escapes as pdf.js takes them), and the
 * predictor of the last one. `windowBytes` is the stream's raw length: none gives pdf.js nothing
 * to read. Unmeasurable when the chain could unpack to anything this reading cannot follow: a
 * reference it cannot resolve for sure, a predictor or image codec before another filter.
 */
export function planStreamDecoding(
  dictionary: PdfDictionary,
  resolve: Resolve,
  options: { windowBytes: number; maxStreamBytes: number },
): DecodingPlan {
  try {
    const steps = filterSteps(dictionary, resolve);
    if (steps.length > 0 && options.windowBytes === 0) return NOTHING;
    const decoders: Decoder[] = [];
    let predictor: Predictor | undefined;
    for (const [index, step] of steps.entries()) {
      const last = index === steps.length - 1;
      if (IMAGE_CODECS.has(step.name)) {
        if (!last) return 'unmeasurable';
        break;
      }
      if (predictor !== undefined) return 'unmeasurable';
      const planned = stepDecoder(step, resolve, options.maxStreamBytes);
      if (planned.decoder !== undefined) decoders.push(planned.decoder);
      predictor = planned.predictor;
    }
    return { decoders, predictor };
  } catch (error) {
    if (error instanceof Unmeasurable) return 'unmeasurable';
    if (error instanceof Unreadable) return NOTHING;
    throw error;
  }
}
