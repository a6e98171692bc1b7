const EMPTY = new Uint8Array(0);

/** Bytes a decoder hands on at a time: its output is never held whole, only counted. */
export const OUTPUT_CHUNK_BYTES = 64 * 1024;

/** A stream unpacks to more than it may: measuring stops there. */
export class OverLimit extends Error {
  override name = 'OverLimit';
}

/** A decoder: the bytes of the filter before it in, its own output out, piece by piece. */
export type Decoder = (input: Iterable<Uint8Array>) => Generator<Uint8Array, void, undefined>;

/**
 * Reads the pieces of an earlier filter's output as one run of bytes, pulling the next piece only
 * when needed, as a pdf.js stream reads the stream under it.
 */
export class ByteReader {
  private chunk: Uint8Array = EMPTY;
  private at = 0;
  private readonly source: Iterator<Uint8Array>;

  constructor(input: Iterable<Uint8Array>) {
    this.source = input[Symbol.iterator]();
  }

  private refill(): boolean {
    while (this.at >= this.chunk.length) {
      const next = this.source.next();
      if (next.done === true) return false;
      this.chunk = next.value;
      this.at = 0;
    }
    return true;
  }

  /** The next byte, or -1 at the end. */
  byte(): number {
    if (this.at >= this.chunk.length && !this.refill()) return -1;
    const value = this.chunk[this.at] ?? -1;
    this.at += 1;
    return value;
  }

  /** The next byte without taking it, or -1 at the end. */
  peek(): number {
    if (this.at >= this.chunk.length && !this.refill()) return -1;
    return this.chunk[this.at] ?? -1;
  }

  /** Up to `count` bytes (fewer at the end), copied. */
  bytes(count: number): Uint8Array {
    const taken = new Uint8Array(count);
    let length = 0;
    while (length < count && this.refill()) {
      const piece = this.chunk.subarray(this.at, this.at + count - length);
      taken.set(piece, length);
      length += piece.length;
      this.at += piece.length;
    }
    return length === count ? taken : taken.subarray(0, length);
  }

  /** Stops the filters under this one (when this one stops early). */
  close(): void {
    this.source.return?.();
  }
}

/** Collects a decoder's output bytes and hands them on in pieces of OUTPUT_CHUNK_BYTES. */
export class OutputBuffer {
  private buffer = new Uint8Array(OUTPUT_CHUNK_BYTES);
  private length = 0;

  get full(): boolean {
    return this.length === OUTPUT_CHUNK_BYTES;
  }

  get empty(): boolean {
    return this.length === 0;
  }

  /** Adds one byte; check `full` after each. */
  push(byte: number): void {
    this.buffer[this.length] = byte;
    this.length += 1;
  }

  /** What was collected; the buffer starts empty again. */
  take(): Uint8Array {
    const taken = this.buffer.subarray(0, this.length);
    this.buffer = new Uint8Array(OUTPUT_CHUNK_BYTES);
    this.length = 0;
    return taken;
  }
}
