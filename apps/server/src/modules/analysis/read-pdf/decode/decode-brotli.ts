import zlib from 'node:zlib';
import { OUTPUT_CHUNK_BYTES, OverLimit } from './byte-reader';

/**
 * BrotliDecode (which pdf.js 5 reads) with zlib's decoder, up to `limit` bytes: beyond that it
 * throws OverLimit rather than unpacking further. Data brotli refuses unpacks to nothing, as in
 * pdf.js, whose decoder is a port of the same reference decoder.
 */
export function* decodeBrotli(
  input: Iterable<Uint8Array>,
  limit: number,
): Generator<Uint8Array, void, undefined> {
  const data = Buffer.concat([...input]);
  let output: Buffer;
  try {
    output = zlib.brotliDecompressSync(data, { maxOutputLength: limit + 1 });
  } catch (error) {
    if (error instanceof RangeError) throw new OverLimit();
    return;
  }
  if (output.length > limit) throw new OverLimit();
  for (let at = 0; at < output.length; at += OUTPUT_CHUNK_BYTES)
    yield output.subarray(at, at + OUTPUT_CHUNK_BYTES);
}
