import { ByteReader, OutputBuffer } from './byte-reader';

const TABLE_SIZE = 4096;
const CLEAR = 256;
const END = 257;
const FIRST_FREE = 258;
/** pdf.js decodes this many codes at a time, and goes on to the end of one after the data ends. */
const CODES_PER_BLOCK = 512;

/**
 * LZWDecode as pdf.js reads it, quirks included: a code beyond the next free one repeats the
 * current sequence one longer (so a few bytes per code can spell ever longer runs), and once the
 * data ends the rest of the block of 512 codes each add one zero byte.
 */
export function* decodeLzw(
  input: Iterable<Uint8Array>,
  earlyChange: number,
): Generator<Uint8Array, void, undefined> {
  const reader = new ByteReader(input);
  const output = new OutputBuffer();
  const values = new Uint8Array(TABLE_SIZE);
  const lengths = new Uint16Array(TABLE_SIZE);
  const previousCodes = new Uint16Array(TABLE_SIZE);
  // Typed arrays like pdf.js's: writes past the end are dropped and reads past it give zero.
  const sequence = new Uint8Array(TABLE_SIZE);
  for (let code = 0; code < 256; code += 1) {
    values[code] = code;
    lengths[code] = 1;
  }
  let sequenceLength = 0;
  let nextCode = FIRST_FREE;
  let codeLength = 9;
  let previousCode = 0;
  let cached = 0;
  let cachedBits = 0;
  let ended = false;

  /** The next code, or undefined once the data has ended. */
  const readCode = (): number | undefined => {
    while (cachedBits < codeLength) {
      const byte = reader.byte();
      if (byte === -1) {
        ended = true;
        return undefined;
      }
      cached = ((cached << 8) | byte) >>> 0;
      cachedBits += 8;
    }
    cachedBits -= codeLength;
    return (cached >>> cachedBits) & ((1 << codeLength) - 1);
  };

  try {
    for (;;) {
      for (let index = 0; index < CODES_PER_BLOCK; index += 1) {
        const code = readCode();
        const hadSequence = sequenceLength > 0;
        if (code === undefined || code < 256) {
          sequence[0] = code ?? 0;
          sequenceLength = 1;
        } else if (code >= FIRST_FREE) {
          if (code < nextCode) {
            sequenceLength = lengths[code] ?? 0;
            for (let at = sequenceLength - 1, entry = code; at >= 0; at -= 1) {
              sequence[at] = values[entry] ?? 0;
              entry = previousCodes[entry] ?? 0;
            }
          } else {
            sequence[sequenceLength] = sequence[0] ?? 0;
            sequenceLength += 1;
          }
        } else if (code === CLEAR) {
          codeLength = 9;
          nextCode = FIRST_FREE;
          sequenceLength = 0;
          continue;
        } else if (code === END) {
          ended = true;
          break;
        }
        if (hadSequence) {
          previousCodes[nextCode] = previousCode;
          lengths[nextCode] = (lengths[previousCode] ?? 0) + 1;
          values[nextCode] = sequence[0] ?? 0;
          nextCode += 1;
          const reached = nextCode + earlyChange;
          // pdf.js's very expression: its rounding decides where the code length grows.
          if ((reached & (reached - 1)) === 0)
            codeLength = Math.min(Math.log(reached) / Math.LN2 + 1, 12) | 0;
        }
        previousCode = code ?? 0;
        for (let at = 0; at < sequenceLength; at += 1) {
          output.push(sequence[at] ?? 0);
          if (output.full) yield output.take();
        }
      }
      if (ended) break;
    }
  } finally {
    reader.close();
  }
  if (!output.empty) yield output.take();
}
