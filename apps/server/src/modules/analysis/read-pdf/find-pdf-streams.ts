import { PdfRef, isPdfSpace, readPdfObject } from './read-pdf-object';
import type { PdfDictionary, PdfValue } from './read-pdf-object';

export interface FoundStream {
  /** Where its data starts. */
  start: number;
  /**
   * Where pdf.js stops reading it: after /Length bytes when `endstream` follows them, at the first
   * `endstream` when /Length is wrong, and at the end of the file when /Length is a reference
   * (which may stand for another length than this reading finds).
   */
  end: number;
  /** Undefined for a `stream` keyword that does not follow an object's dictionary. */
  dictionary: PdfDictionary | undefined;
  /** The number of the object it is the data of; undefined with no dictionary. */
  number: number | undefined;
}

/** Where an object's body is: in the file, or in an object stream's unpacked text. */
export interface PdfLocation {
  text: string;
  at: number;
}

export interface FoundStreams {
  streams: FoundStream[];
  /** Every `n g obj` in the file, by object number: more than one when it is defined again. */
  definitions: Map<number, PdfLocation[]>;
  /** The file says it is encrypted: its streams unpack to noise until pdf.js decrypts them. */
  encrypted: boolean;
}

/** `12 0 obj`, where pdf.js finds objects when it reads a file without a usable table. */
const OBJECT_HEADER = /(?<![0-9])([0-9]+)[\0\t\n\f\r ]+([0-9]+)[\0\t\n\f\r ]+obj/gu;
/** Every `stream` keyword up to the end of its line, as pdf.js takes it, real or not. */
const STREAM_KEYWORD = /stream[^\r\n]*(?:\r\n|\n|\r)/gu;
/** The spellings of `endstream` that pdf.js accepts when it looks for a stream's end. */
const STREAM_END = /end(?:stream|steam|strea)/gu;
/**
 * How much reading dictionaries may cost, as a multiple of the file's size: each is read once in
 * a real file; a file that makes the reads overlap far more is not one.
 */
const READ_FACTOR = 4;

function followedByEndstream(text: string, at: number): boolean {
  let position = at;
  while (position < text.length && isPdfSpace(text.charCodeAt(position))) position += 1;
  if (!text.startsWith('endstream', position)) return false;
  const after = text.charCodeAt(position + 'endstream'.length);
  return Number.isNaN(after) || !/[0-9A-Za-z]/u.test(String.fromCharCode(after));
}

function streamEnd(text: string, start: number, length: PdfValue | undefined): number {
  if (length instanceof PdfRef) return text.length;
  if (
    typeof length === 'number' &&
    Number.isInteger(length) &&
    length >= 0 &&
    start + length <= text.length &&
    followedByEndstream(text, start + length)
  )
    return start + length;
  STREAM_END.lastIndex = start;
  return STREAM_END.exec(text)?.index ?? text.length;
}

/**
 * Finds a PDF's objects and streams as pdf.js would read them, from the file itself (read as
 * latin1 text): each object's dictionary followed by `stream`, where its data starts and ends,
 * and every other `stream` keyword (with no dictionary). Undefined when the file makes reading
 * its dictionaries cost far more than its size.
 */
export function findPdfStreams(text: string): FoundStreams | undefined {
  let budget = READ_FACTOR * text.length;
  const definitions = new Map<number, PdfLocation[]>();
  const streams: FoundStream[] = [];
  const starts = new Set<number>();

  for (const match of text.matchAll(OBJECT_HEADER)) {
    const number = Number(match[1]);
    const body = match.index + match[0].length;
    definitions.set(number, [...(definitions.get(number) ?? []), { text, at: body }]);
    // Only a dictionary can start a stream; other objects are read when something refers to them.
    let at = body;
    while (at < text.length && isPdfSpace(text.charCodeAt(at))) at += 1;
    if (!text.startsWith('<<', at)) continue;
    const read = readPdfObject(text, at);
    budget -= (read?.end ?? text.length) - at;
    if (budget < 0) return undefined;
    if (read?.streamStart === undefined || !(read.value instanceof Map)) continue;
    streams.push({
      start: read.streamStart,
      end: streamEnd(text, read.streamStart, read.value.get('Length')),
      dictionary: read.value,
      number,
    });
    starts.add(read.streamStart);
  }
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const start = match.index + match[0].length;
    if (!starts.has(start))
      streams.push({ start, end: text.length, dictionary: undefined, number: undefined });
  }
  return { streams, definitions, encrypted: text.includes('/Encrypt') };
}
