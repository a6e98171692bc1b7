import { ByteReader, OutputBuffer } from './byte-reader';

const TILDE = 0x7e;
const ZEROS = 0x7a;
const GROUP = 5;

/** The only white space pdf.js skips in ASCII85 data. */
function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a;
}

/**
 * ASCII85Decode as pdf.js reads it: groups of five characters make four bytes, `z` makes four
 * zeros, and `~` or the end of the data ends it (a short last group making one byte fewer).
 */
export function* decodeAscii85(
  input: Iterable<Uint8Array>,
): Generator<Uint8Array, void, undefined> {
  const reader = new ByteReader(input);
  const output = new OutputBuffer();
  // Like pdf.js's: the end (-1) stored in it reads as 255.
  const group = new Uint8Array(GROUP);
  const next = () => {
    let byte = reader.byte();
    while (isSpace(byte)) byte = reader.byte();
    return byte;
  };
  try {
    for (;;) {
      const first = next();
      if (first === -1 || first === TILDE) break;
      let word = [0, 0, 0, 0];
      let short = false;
      if (first !== ZEROS) {
        group[0] = first;
        let count = 1;
        for (; count < GROUP; count += 1) {
          const byte = next();
          group[count] = byte;
          if (byte === -1 || byte === TILDE) break;
        }
        short = count < GROUP;
        const bytes = count - 1;
        for (; count < GROUP; count += 1) group[count] = 0x21 + 84;
        let value = 0;
        for (let index = 0; index < GROUP; index += 1)
          value = value * 85 + ((group[index] ?? 0) - 0x21);
        // pdf.js's arithmetic: the shifts wrap a value past 32 bits as it does.
        for (let index = 3; index >= 0; index -= 1) {
          word[index] = value & 0xff;
          value >>= 8;
        }
        word = word.slice(0, bytes);
      }
      for (const byte of word) {
        output.push(byte);
        if (output.full) yield output.take();
      }
      if (short) break;
    }
  } finally {
    reader.close();
  }
  if (!output.empty) yield output.take();
}
