import { toWinAnsiBytes } from './win-ansi';

/** One line of text on a page, at `x`, `y` in PDF points from the bottom left. */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

function escapeText(text: string): string {
  return toWinAnsiBytes(text).replace(/[\\()]/g, (character) => `\\${character}`);
}

/**
 * A small but real PDF (1.4, Helvetica, WinAnsi text) with the given text on each page, for tests
 * that need lab reports with known content. Page one is `pages[0]`.
 */
export function makePdf(pages: readonly (readonly PdfText[])[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObject = add('');
  const font = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const pageIds = pages.map((texts) => {
    const content = texts
      .map(
        ({ x, y, text, size = 10 }) =>
          `BT /F1 ${String(size)} Tf ${String(x)} ${String(y)} Td (${escapeText(text)}) Tj ET`,
      )
      .join('\n');
    const stream = add(
      `<< /Length ${String(Buffer.byteLength(content, 'latin1'))} >>\nstream\n${content}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${String(pagesObject)} 0 R /MediaBox [0 0 ${String(PAGE_WIDTH)} ${String(PAGE_HEIGHT)}] /Resources << /Font << /F1 ${String(font)} 0 R >> >> /Contents ${String(stream)} 0 R >>`,
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
