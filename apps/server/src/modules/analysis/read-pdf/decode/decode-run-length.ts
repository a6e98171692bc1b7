import { ByteReader, OutputBuffer } from './byte-reader';

const END_OF_DATA = 128;

/**
 * RunLengthDecode as pdf.js reads it: up to 128 copies of a byte per two bytes in, and a literal
 * run the data ends inside counts its whole announced length.
 */
export function* decodeRunLength(
  input: Iterable<Uint8Array>,
): Generator<Uint8Array, void, undefined> {
  const reader = new ByteReader(input);
  const output = new OutputBuffer();
  try {
    for (;;) {
      const header = reader.bytes(2);
      const length = header[0];
      const first = header[1];
      if (length === undefined || first === undefined || length === END_OF_DATA) break;
      if (length < END_OF_DATA) {
        const literal = reader.bytes(length);
        output.push(first);
        if (output.full) yield output.take();
        for (let index = 0; index < length; index += 1) {
          output.push(literal[index] ?? 0);
          if (output.full) yield output.take();
        }
        continue;
      }
      for (let count = 257 - length; count > 0; count -= 1) {
        output.push(first);
        if (output.full) yield output.take();
      }
    }
  } finally {
    reader.close();
  }
  if (!output.empty) yield output.take();
}
