import type { FoundStream, PdfLocation } from './find-pdf-streams';

/** pdf.js's own bound on the objects one object stream may hold. */
const MAX_OBJECTS = 1_000_000;

/**
 * The objects kept in object streams (PDF 1.5), by number, as pdf.js finds them: `unpack` gives
 * an object stream's unpacked bytes (undefined when it cannot be unpacked), whose header lists
 * each object's number and offset from /First.
 */
export async function readObjectStreams(
  streams: readonly FoundStream[],
  unpack: (stream: FoundStream) => Promise<Uint8Array | undefined>,
): Promise<Map<number, PdfLocation[]>> {
  const objects = new Map<number, PdfLocation[]>();
  for (const stream of streams) {
    const first = stream.dictionary?.get('First');
    const count = stream.dictionary?.get('N');
    if (typeof first !== 'number' || typeof count !== 'number') continue;
    const bytes = await unpack(stream);
    if (bytes === undefined) continue;
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    // The header: pairs of integers (object number, offset from /First).
    const header = text
      .slice(0, first)
      .split(/[\0\t\n\f\r ]+/u)
      .filter(Boolean);
    for (let index = 0; index < Math.min(count, MAX_OBJECTS); index += 1) {
      const number = Number(header[2 * index]);
      const offset = Number(header[2 * index + 1]);
      if (!Number.isInteger(number) || !Number.isInteger(offset)) break;
      objects.set(number, [...(objects.get(number) ?? []), { text, at: first + offset }]);
    }
  }
  return objects;
}
