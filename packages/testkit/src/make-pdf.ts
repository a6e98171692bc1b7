import { toWinAnsiBytes } from './win-ansi';

/**
 * Helvetica with WinAnsi unless set otherwise; WinAnsi has no arrows or triangles, which labs
 * print as out-of-range marks, so those come from the standard Symbol and ZapfDingbats fonts.
 */
export type PdfFont = 'helvetica' | 'symbol' | 'dingbats';

/** One line of text on a page, at `x`, `y` in PDF points from the bottom left. */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
  font?: PdfFont;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

/** The two symbol fonts in their built-in encodings: only the characters labs flag with. */
const SYMBOL_CODES: Record<Exclude<PdfFont, 'helvetica'>, ReadonlyMap<string, number>> = {
  symbol: new Map([
    ['↑', 0xad],
    ['↓', 0xaf],
  ]),
  dingbats: new Map([
    ['▲', 0x73],
    ['▼', 0x74],
  ]),
};

const FONTS = {
  helvetica: { name: 'F1', entries: '/BaseFont /Helvetica /Encoding /WinAnsiEncoding' },
  symbol: { name: 'F2', entries: '/BaseFont /Symbol' },
  dingbats: { name: 'F3', entries: '/BaseFont /ZapfDingbats' },
} as const satisfies Record<PdfFont, { name: string; entries: string }>;

function hex(code: number, digits: number): string {
  return code.toString(16).toUpperCase().padStart(digits, '0');
}

/**
 * A ToUnicode map for a symbol font: text extractors (pdfjs among them) do not know ZapfDingbats'
 * glyph names and would return its triangles as the letters of their codes.
 */
function toUnicodeCMap(codes: ReadonlyMap<string, number>): string {
  const pairs = [...codes].map(
    ([character, code]) => `<${hex(code, 2)}> <${hex(character.codePointAt(0) ?? 0, 4)}>`,
  );
  const content = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    `${String(pairs.length)} beginbfchar`,
    ...pairs,
    'endbfchar endcmap CMapName currentdict /CMapResource defineresource pop end end',
  ].join('\n');
  return `<< /Length ${String(content.length)} >>\nstream\n${content}\nendstream`;
}

function fontBytes(text: string, font: PdfFont): string {
  if (font === 'helvetica') return toWinAnsiBytes(text);
  const codes = SYMBOL_CODES[font];
  return Array.from(text)
    .map((character) => String.fromCharCode(codes.get(character) ?? 0x3f))
    .join('');
}

function escapeText(text: string, font: PdfFont): string {
  return fontBytes(text, font).replace(/[\\()]/g, (character) => `\\${character}`);
}

/**
 * A small but real PDF (1.4, Helvetica, WinAnsi text; Symbol and ZapfDingbats where a text asks
 * for them) with the given text on each page, for tests that need lab reports with known content.
 * Page one is `pages[0]`.
 */
export function makePdf(pages: readonly (readonly PdfText[])[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObject = add('');
  // Only the fonts in use get an object, so PDFs of Helvetica text alone keep their bytes.
  const used = new Set<PdfFont>([
    'helvetica',
    ...pages.flatMap((texts) => texts.map(({ font = 'helvetica' }) => font)),
  ]);
  const fontResources = [...used]
    .map((font) => {
      const { name, entries } = FONTS[font];
      const toUnicode =
        font === 'helvetica'
          ? ''
          : ` /ToUnicode ${String(add(toUnicodeCMap(SYMBOL_CODES[font])))} 0 R`;
      const dictionary = `<< /Type /Font /Subtype /Type1 ${entries}${toUnicode} >>`;
      return `/${name} ${String(add(dictionary))} 0 R`;
    })
    .join(' ');
  const pageIds = pages.map((texts) => {
    const content = texts
      .map(
        ({ x, y, text, size = 10, font = 'helvetica' }) =>
          `BT /${FONTS[font].name} ${String(size)} Tf ${String(x)} ${String(y)} Td (${escapeText(text, font)}) Tj ET`,
      )
      .join('\n');
    const stream = add(
      `<< /Length ${String(Buffer.byteLength(content, 'latin1'))} >>\nstream\n${content}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${String(pagesObject)} 0 R /MediaBox [0 0 ${String(PAGE_WIDTH)} ${String(PAGE_HEIGHT)}] /Resources << /Font << ${fontResources} >> >> /Contents ${String(stream)} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${String(pagesObject)} 0 R >>`;
  objects[pagesObject - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${String(id)} 0 R`).join(' ')}] /Count ${String(pageIds.length)} >>`;

  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root ${String(catalog)} 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
