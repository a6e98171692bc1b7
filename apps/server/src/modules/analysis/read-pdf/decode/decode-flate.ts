import { ByteReader } from './byte-reader';

/**
 * History kept for back-references (which reach 32 KiB back) and handed on at a time once full:
 * twice that, so the bytes a reference reads were never overwritten.
 */
const WINDOW = 64 * 1024;
const MASK = WINDOW - 1;

/** Length codes 257 to 287 (RFC 1951); 286 and 287, invalid there, copy 258 bytes in pdf.js. */
const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258, 258, 258,
];
const LENGTH_EXTRA_BITS = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0, 0, 0,
];
/** Distance codes 0 to 29; pdf.js reads 30 and 31 as a distance of 0. */
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA_BITS = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** Ends the stream where pdf.js's FormatError ends it. */
class BadData extends Error {}

/** Each entry: code length << 16 | symbol, indexed by the code's bits read LSB first. */
interface HuffmanTable {
  codes: Int32Array;
  maxLength: number;
}

/** As pdf.js builds it: over-full and incomplete code sets are accepted, as zlib would not. */
function buildTable(lengths: ArrayLike<number>): HuffmanTable {
  let maxLength = 0;
  for (let symbol = 0; symbol < lengths.length; symbol += 1)
    maxLength = Math.max(maxLength, lengths[symbol] ?? 0);
  const size = 1 << maxLength;
  const codes = new Int32Array(size);
  for (let length = 1, code = 0, skip = 2; length <= maxLength; length += 1) {
    for (let symbol = 0; symbol < lengths.length; symbol += 1) {
      if (lengths[symbol] !== length) continue;
      let reversed = 0;
      for (let bit = 0, rest = code; bit < length; bit += 1, rest >>= 1)
        reversed = (reversed << 1) | (rest & 1);
      for (let index = reversed; index < size; index += skip)
        codes[index] = (length << 16) | symbol;
      code += 1;
    }
    code <<= 1;
    skip <<= 1;
  }
  return { codes, maxLength };
}

const FIXED_LITERALS = buildTable(
  Array.from({ length: 288 }, (_, symbol) =>
    symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8,
  ),
);
/** pdf.js's fixed table has no codes 30 and 31: reading one ends the stream. */
const FIXED_DISTANCES = buildTable(Array.from({ length: 30 }, () => 5));

/** A zlib header pdf.js accepts: deflate, check bits right, no preset dictionary. */
function validHeader(cmf: number, flg: number): boolean {
  return (
    cmf >= 0 && flg >= 0 && (cmf & 0x0f) === 8 && ((cmf << 8) + flg) % 31 === 0 && !(flg & 0x20)
  );
}

/**
 * FlateDecode as pdf.js's own decoder reads it, which pdf.js falls back to when zlib refuses the
 * data: it forgives what zlib does not (distances before the start, incomplete code sets), so a
 * stream zlib stops at once may still unpack to gigabytes there, and is measured the same here.
 * Output is counted as it comes, including that of a block the data ends inside.
 */
export function* decodeFlate(input: Iterable<Uint8Array>): Generator<Uint8Array, void, undefined> {
  const reader = new ByteReader(input);
  const window = new Uint8Array(WINDOW);
  let position = 0;
  let bitBuffer = 0;
  let bitCount = 0;

  const bits = (count: number): number => {
    while (bitCount < count) {
      const byte = reader.byte();
      if (byte === -1) throw new BadData();
      bitBuffer |= byte << bitCount;
      bitCount += 8;
    }
    const value = bitBuffer & ((1 << count) - 1);
    bitBuffer >>= count;
    bitCount -= count;
    return value;
  };

  const symbol = (table: HuffmanTable): number => {
    while (bitCount < table.maxLength) {
      const byte = reader.byte();
      if (byte === -1) break;
      bitBuffer |= byte << bitCount;
      bitCount += 8;
    }
    const code = table.codes[bitBuffer & ((1 << table.maxLength) - 1)] ?? 0;
    const length = code >> 16;
    if (length < 1 || bitCount < length) throw new BadData();
    bitBuffer >>= length;
    bitCount -= length;
    return code & 0xffff;
  };

  const dynamicTables = (): [HuffmanTable, HuffmanTable] => {
    const literalCount = bits(5) + 257;
    const distanceCount = bits(5) + 1;
    const lengthCodeCount = bits(4) + 4;
    const lengthCodeLengths = new Uint8Array(CODE_LENGTH_ORDER.length);
    for (let index = 0; index < lengthCodeCount; index += 1)
      lengthCodeLengths[CODE_LENGTH_ORDER[index] ?? 0] = bits(3);
    const lengthCodes = buildTable(lengthCodeLengths);
    const total = literalCount + distanceCount;
    const lengths = new Uint8Array(total);
    let previous = 0;
    for (let index = 0; index < total;) {
      const code = symbol(lengthCodes);
      if (code < 16) {
        lengths[index] = code;
        previous = code;
        index += 1;
        continue;
      }
      const [extraBits, offset, value] =
        code === 16 ? [2, 3, previous] : code === 17 ? [3, 3, 0] : [7, 11, 0];
      if (code !== 16) previous = 0;
      // A repeat may run past the end; the extra entries are dropped, as pdf.js's are.
      for (let repeat = bits(extraBits) + offset; repeat > 0; repeat -= 1, index += 1)
        lengths[index] = value;
    }
    return [
      buildTable(lengths.subarray(0, literalCount)),
      buildTable(lengths.subarray(literalCount, total)),
    ];
  };

  function* blocks(): Generator<Uint8Array, void, undefined> {
    if (!validHeader(reader.byte(), reader.byte())) return;
    let last = false;
    while (!last) {
      let header: number;
      try {
        header = bits(3);
      } catch {
        return;
      }
      last = (header & 1) === 1;
      const type = header >> 1;
      if (type === 0) {
        const head = reader.bytes(4);
        if (head.length < 4) return;
        const length = (head[0] ?? 0) | ((head[1] ?? 0) << 8);
        const check = (head[2] ?? 0) | ((head[3] ?? 0) << 8);
        if (check !== (~length & 0xffff) && (length !== 0 || check !== 0)) return;
        // pdf.js drops the bits left over and reads the block from the bytes after the header.
        bitBuffer = 0;
        bitCount = 0;
        if (length === 0) {
          if (reader.peek() === -1) return;
          continue;
        }
        const block = reader.bytes(length);
        // pdf.js counts the whole announced length even when the data ends short of it.
        for (let index = 0; index < length; index += 1) {
          window[position & MASK] = block[index] ?? 0;
          position += 1;
          if ((position & MASK) === 0) yield window.slice();
        }
        if (block.length < length) last = true;
        continue;
      }
      if (type === 3) return;
      const [literals, distances] =
        type === 1 ? [FIXED_LITERALS, FIXED_DISTANCES] : dynamicTables();
      for (;;) {
        let code = symbol(literals);
        if (code === 256) break;
        if (code < 256) {
          window[position & MASK] = code;
          position += 1;
          if ((position & MASK) === 0) yield window.slice();
          continue;
        }
        code -= 257;
        const extra = LENGTH_EXTRA_BITS[code] ?? 0;
        const length = (LENGTH_BASE[code] ?? 0) + (extra > 0 ? bits(extra) : 0);
        const distanceCode = symbol(distances);
        const distanceExtra = DISTANCE_EXTRA_BITS[distanceCode] ?? 0;
        const distance =
          (DISTANCE_BASE[distanceCode] ?? 0) + (distanceExtra > 0 ? bits(distanceExtra) : 0);
        for (let left = length; left > 0;) {
          // Up to the end of the window, where it is handed on.
          const start = position & MASK;
          const run = Math.min(left, WINDOW - start);
          if (distance === 0) {
            // pdf.js reads the byte it is about to write, never written yet: zero.
            window.fill(0, start, start + run);
          } else if (distance > position) {
            // Before the start pdf.js reads zero; the copy may reach past the start meanwhile.
            for (let at = start, end = start + run; at < end; at += 1)
              window[at] = at < distance ? 0 : (window[at - distance] ?? 0);
          } else {
            for (let at = start, end = start + run; at < end; at += 1)
              window[at] = window[(at - distance) & MASK] ?? 0;
          }
          position += run;
          left -= run;
          if ((position & MASK) === 0) yield window.slice();
        }
      }
    }
  }

  try {
    yield* blocks();
  } catch (error) {
    if (!(error instanceof BadData)) throw error;
  } finally {
    reader.close();
  }
  if ((position & MASK) !== 0) yield window.slice(0, position & MASK);
}
