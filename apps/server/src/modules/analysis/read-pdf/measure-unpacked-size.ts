import zlib from 'node:zlib';

export interface UnpackedSizeLimits {
  /** Bytes one stream may unpack to. */
  maxStreamBytes: number;
  /** Bytes all streams together may unpack to. */
  maxTotalBytes: number;
}

export type UnpackedSize = { within: true; bytes: number } | { within: false; bytes: number };

/** As pdf.js reads it: the data starts after the end of the line the `stream` keyword is on. */
const STREAM_KEYWORD = /stream[^\r\n]*(?:\r\n|\n|\r)/gu;
/** zlib's output is read in pieces of this size and dropped: counting holds no unpacked data. */
const CHUNK_BYTES = 1024 * 1024;

/** A zlib header (RFC 1950): deflate method, window ≤ 32 KiB, check bits right. */
function startsZlib(bytes: Uint8Array, at: number): boolean {
  const cmf = bytes[at];
  const flg = bytes[at + 1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) + flg) % 31 === 0;
}

/**
 * How many bytes the zlib data at the start of `data` unpacks to, counting up to just past
 * `limit`. zlib stops at the end of its own data, so `data` may run on to the end of the file;
 * damaged or cut-off data counts what it unpacks to before the damage.
 */
async function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  const inflate = zlib.createInflate({
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    chunkSize: CHUNK_BYTES,
  });
  let size = 0;
  inflate.end(data);
  try {
    for await (const chunk of inflate) {
      size += (chunk as Buffer).length;
      if (size > limit) break;
    }
  } catch {
    // Not zlib data after all, or damaged: what came out before counts.
  } finally {
    inflate.destroy();
  }
  return size;
}

/**
 * Measures what a PDF's zlib (FlateDecode) streams unpack to, with zlib itself and without
 * keeping the output, before a PDF reader holds them: a decompression bomb (a few megabytes
 * unpacking to gigabytes) is stopped at the limit in a fraction of a second, where pdf.js would
 * inflate it in JavaScript into one growing buffer that the thread's heap limit does not count.
 *
 * Every `stream` keyword is taken as a stream start and the data after it is measured when it
 * opens with a zlib header, whatever the stream's dictionary says: names written with #-escapes or
 * a /Filter given by reference do not hide a stream. Streams behind another filter first, or
 * encrypted ones, are not measured here; the analysis thread's memory watch bounds those.
 */
export async function measureUnpackedSize(
  bytes: Uint8Array,
  limits: UnpackedSizeLimits,
  signal?: AbortSignal,
): Promise<UnpackedSize> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    signal?.throwIfAborted();
    const start = match.index + match[0].length;
    if (!startsZlib(bytes, start)) continue;
    const budget = Math.min(limits.maxStreamBytes, limits.maxTotalBytes - total);
    const size = await inflatedSize(bytes.subarray(start), budget);
    total += size;
    if (size > budget) return { within: false, bytes: total };
  }
  return { within: true, bytes: total };
}
