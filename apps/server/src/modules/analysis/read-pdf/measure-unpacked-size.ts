import { setImmediate as nextTurn } from 'node:timers/promises';
import { OverLimit } from './decode/byte-reader';
import { decodeFlate } from './decode/decode-flate';
import { createReferenceResolver } from './create-reference-resolver';
import type { Resolve } from './create-reference-resolver';
import { findPageContents } from './find-page-contents';
import { findPdfStreams } from './find-pdf-streams';
import type { FoundStream, PdfLocation } from './find-pdf-streams';
import { planStreamDecoding } from './plan-stream-decoding';
import type { DecodingPlan, Predictor } from './plan-stream-decoding';
import { readObjectStreams } from './read-object-streams';

export interface UnpackedSizeLimits {
  /** Bytes one stream may unpack to (all its filters' output together). */
  maxStreamBytes: number;
  /** Bytes all streams together may unpack to. */
  maxTotalBytes: number;
  /**
   * Bytes of drawing instructions one page's content streams may unpack to (all together), and
   * each form XObject drawn on it; a tighter bound than `maxStreamBytes`, as pdf.js tokenises them.
   */
  maxPageContentBytes: number;
}

/** Which bound a document went over: all its streams' bytes, or one page's drawing instructions. */
export type UnpackedLimit = 'unpacked' | 'page_content';

export type UnpackedSize =
  { within: true; bytes: number } | { within: false; bytes: number; limit: UnpackedLimit };

/**
 * How many raw bytes the decoders may read in all, as a multiple of the file's size: a real file's
 * streams are read once each; one whose streams overlap over and over (to make this reading cost
 * minutes) is not a lab report.
 */
const READ_FACTOR = 4;
/** Raw bytes handed to a first filter at a time: small first, as most streams are small. */
const FIRST_PIECE_BYTES = 1024;
const LARGEST_PIECE_BYTES = 64 * 1024;
/** Pieces of output counted between looks at the time limit (and at other work waiting). */
const PIECES_PER_TURN = 256;

/** Counts what a document's streams unpack to, and stops at the limits. */
class Tally {
  total = 0;
  stream = 0;
  private maxStream: number;
  private read = 0;
  private readonly maxRead: number;

  constructor(
    private readonly limits: UnpackedSizeLimits,
    fileBytes: number,
  ) {
    this.maxRead = READ_FACTOR * fileBytes + LARGEST_PIECE_BYTES;
    this.maxStream = limits.maxStreamBytes;
  }

  startStream(maxBytes: number): void {
    this.stream = 0;
    this.maxStream = maxBytes;
  }

  addOutput(bytes: number): void {
    this.stream += bytes;
    this.total += bytes;
    if (this.stream > this.maxStream || this.total > this.limits.maxTotalBytes)
      throw new OverLimit();
  }

  addRead(bytes: number): void {
    this.read += bytes;
    if (this.read > this.maxRead) throw new OverLimit();
  }
}

function* rawData(
  bytes: Uint8Array,
  stream: FoundStream,
  tally: Tally,
): Generator<Uint8Array, void, undefined> {
  let piece = FIRST_PIECE_BYTES;
  for (
    let at = stream.start;
    at < stream.end;
    at += piece, piece = Math.min(piece * 2, LARGEST_PIECE_BYTES)
  ) {
    const slice = bytes.subarray(at, Math.min(at + piece, stream.end));
    tally.addRead(slice.length);
    yield slice;
  }
}

function* counted(
  output: Iterable<Uint8Array>,
  tally: Tally,
  onPiece: (bytes: number) => void = () => undefined,
): Generator<Uint8Array, void, undefined> {
  for (const piece of output) {
    tally.addOutput(piece.length);
    onPiece(piece.length);
    yield piece;
  }
}

/** What pdf.js holds for a predictor over `input` bytes: its rows, and one row more below it. */
function predictedBytes(predictor: Predictor, input: number): number {
  if (input === 0) return 0;
  const { rowBytes } = predictor;
  const rows = predictor.png
    ? Math.floor(input / (rowBytes + 1)) + (input % (rowBytes + 1) >= 2 ? 1 : 0)
    : Math.ceil(input / rowBytes);
  return (rows + 1) * rowBytes;
}

/**
 * Unpacks one stream through its decoders, counting every filter's output, and keeps the last
 * one's output when `keep` (for an object stream, whose objects are read next).
 */
async function unpackStream(
  bytes: Uint8Array,
  stream: FoundStream,
  plan: Exclude<DecodingPlan, 'unmeasurable'>,
  tally: Tally,
  options: { keep: boolean; maxBytes: number; signal: AbortSignal | undefined },
): Promise<Uint8Array[]> {
  tally.startStream(options.maxBytes);
  const kept: Uint8Array[] = [];
  if (plan.decoders.length === 0) return kept;
  let lastOutput = 0;
  let output: Iterable<Uint8Array> = rawData(bytes, stream, tally);
  for (const [index, decoder] of plan.decoders.entries()) {
    const last = index === plan.decoders.length - 1;
    output = counted(decoder(output), tally, last ? (piece) => (lastOutput += piece) : undefined);
  }
  let count = 0;
  for (const piece of output) {
    if (options.keep) kept.push(piece);
    count += 1;
    if (count % PIECES_PER_TURN === 0) {
      await nextTurn();
      options.signal?.throwIfAborted();
    }
  }
  if (plan.predictor !== undefined) tally.addOutput(predictedBytes(plan.predictor, lastOutput));
  return kept;
}

/** zlib's header (RFC 1950): deflate, window ≤ 32 KiB, check bits right. */
function startsZlib(bytes: Uint8Array, at: number): boolean {
  const cmf = bytes[at];
  const flg = bytes[at + 1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) + flg) % 31 === 0;
}

function planFor(
  bytes: Uint8Array,
  stream: FoundStream,
  resolve: Resolve,
  maxStreamBytes: number,
): DecodingPlan {
  if (stream.dictionary === undefined)
    return { decoders: startsZlib(bytes, stream.start) ? [decodeFlate] : [], predictor: undefined };
  return planStreamDecoding(stream.dictionary, resolve, {
    windowBytes: stream.end - stream.start,
    maxStreamBytes,
  });
}

function mergeDefinitions(
  ...sources: ReadonlyMap<number, readonly PdfLocation[]>[]
): Map<number, PdfLocation[]> {
  const merged = new Map<number, PdfLocation[]>();
  for (const source of sources)
    for (const [number, locations] of source)
      merged.set(number, [...(merged.get(number) ?? []), ...locations]);
  return merged;
}

/**
 * Measures what a PDF's streams unpack to, before a PDF reader holds them, without keeping the
 * output: a decompression bomb (a few megabytes unpacking to gigabytes) is stopped at the limit in
 * a second or so, where pdf.js would unpack it into buffers that the thread's heap limit does not
 * count.
 *
 * Each stream is unpacked as pdf.js would: its whole filter chain (Flate, LZW, ASCIIHex, ASCII85,
 * RunLength, Brotli, in any order and nesting, with their parameters and pdf.js's own leniency),
 * its dictionary read from the file with #-escaped names and references followed. Every filter's
 * output counts, as pdf.js keeps each. A `stream` keyword after no readable dictionary is still
 * measured when zlib data follows it. A chain this reading cannot follow exactly (a reference it
 * cannot resolve for sure, an image codec or predictor before another filter) counts as beyond the
 * limit. Encrypted streams are unpacked as if plain, which yields little: the analysis thread's
 * memory ceiling bounds those.
 */
export async function measureUnpackedSize(
  bytes: Uint8Array,
  limits: UnpackedSizeLimits,
  signal?: AbortSignal,
): Promise<UnpackedSize> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const found = findPdfStreams(text);
  if (found === undefined) return { within: false, bytes: 0, limit: 'unpacked' };
  const maxRead = READ_FACTOR * text.length;
  const tally = new Tally(limits, bytes.length);
  try {
    // Objects in object streams, where a stream's parameters may be: those streams are unpacked
    // first, following references to objects in the file itself only.
    const inFile = createReferenceResolver(found.definitions, maxRead);
    const packed = await readObjectStreams(found.streams, async (stream) => {
      const plan = planFor(bytes, stream, inFile, limits.maxStreamBytes);
      if (plan === 'unmeasurable') return undefined;
      const pieces = await unpackStream(bytes, stream, plan, new Tally(limits, bytes.length), {
        keep: true,
        maxBytes: limits.maxStreamBytes,
        signal,
      });
      return Buffer.concat(pieces);
    });
    const definitions = mergeDefinitions(found.definitions, packed);
    const resolve = createReferenceResolver(definitions, maxRead);
    const contents = findPageContents(definitions, resolve, maxRead);
    if (contents === undefined) return { within: false, bytes: tally.total, limit: 'unpacked' };
    const drawn = new Set([...contents.drawnStreams, ...contents.pages.flat()]);
    const unpackedBytes = new Map<number, number>();
    for (const stream of found.streams) {
      signal?.throwIfAborted();
      const plan = planFor(bytes, stream, resolve, limits.maxStreamBytes);
      if (plan === 'unmeasurable') {
        // Encrypted streams are noise to this reading anyway: the memory ceiling bounds them.
        if (found.encrypted) continue;
        return { within: false, bytes: tally.total, limit: 'unpacked' };
      }
      const isDrawn = stream.number !== undefined && drawn.has(stream.number);
      const maxBytes = isDrawn
        ? Math.min(limits.maxStreamBytes, limits.maxPageContentBytes)
        : limits.maxStreamBytes;
      try {
        await unpackStream(bytes, stream, plan, tally, { keep: false, maxBytes, signal });
      } catch (error) {
        if (error instanceof OverLimit && isDrawn && tally.stream > limits.maxPageContentBytes)
          return { within: false, bytes: tally.total, limit: 'page_content' };
        throw error;
      }
      if (stream.number !== undefined)
        unpackedBytes.set(
          stream.number,
          Math.max(unpackedBytes.get(stream.number) ?? 0, tally.stream),
        );
    }
    const pageBytes = (page: readonly number[]) =>
      [...new Set(page)].reduce((sum, number) => sum + (unpackedBytes.get(number) ?? 0), 0);
    if (contents.pages.some((page) => pageBytes(page) > limits.maxPageContentBytes))
      return { within: false, bytes: tally.total, limit: 'page_content' };
  } catch (error) {
    if (error instanceof OverLimit) return { within: false, bytes: tally.total, limit: 'unpacked' };
    throw error;
  }
  return { within: true, bytes: tally.total };
}
