import { ByteReader, OutputBuffer } from './byte-reader';

const END_OF_DATA = 0x3e;

function hexDigit(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte & 0x0f;
  if ((byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)) return (byte & 0x0f) + 9;
  return -1;
}

/**
 * ASCIIHexDecode as pdf.js reads it: anything but a hex digit is skipped, `>` ends the data, and a
 * digit left over counts only when `>` ends it.
 */
export function* decodeAsciiHex(
  input: Iterable<Uint8Array>,
): Generator<Uint8Array, void, undefined> {
  const reader = new ByteReader(input);
  const output = new OutputBuffer();
  let high = -1;
  try {
    for (let byte = reader.byte(); byte !== -1; byte = reader.byte()) {
      if (byte === END_OF_DATA) {
        if (high >= 0) output.push(high << 4);
        break;
      }
      const digit = hexDigit(byte);
      if (digit < 0) continue;
      if (high < 0) {
        high = digit;
        continue;
      }
      output.push((high << 4) | digit);
      high = -1;
      if (output.full) yield output.take();
    }
  } finally {
    reader.close();
  }
  if (!output.empty) yield output.take();
}
