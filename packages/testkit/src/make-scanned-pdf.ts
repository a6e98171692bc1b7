import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';

/** A4 at 150 dpi: enough for OCR to read ~36 px text reliably, small enough to stay fast. */
const IMAGE_WIDTH = 1240;
const IMAGE_HEIGHT = 1754;
const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const FONT_SIZE = 36;
const LINE_SPACING = 64;
const MARGIN = 100;
const JPEG_QUALITY = 90;
const FONT_ALIAS = 'Labtrail Scan Sans';

/**
 * The font the "scan" is printed in. @napi-rs/canvas only sees the machine's system fonts, which a
 * CI container may not have, so register Liberation Sans from pdfjs-dist's standard_fonts folder
 * (a SIL-licensed TrueType file that is always installed with the server). pdfjs-dist is resolved
 * from here through the workspace's hoisted node_modules; if it is ever missing, fall back to
 * whatever sans-serif the system offers.
 */
function scanFontFamily(): string {
  if (GlobalFonts.has(FONT_ALIAS)) return FONT_ALIAS;
  try {
    const require = createRequire(import.meta.url);
    const pdfjsFolder = path.dirname(require.resolve('pdfjs-dist/package.json'));
    const font = path.join(pdfjsFolder, 'standard_fonts', 'LiberationSans-Regular.ttf');
    if (GlobalFonts.registerFromPath(font, FONT_ALIAS) !== null) return FONT_ALIAS;
  } catch {
    // pdfjs-dist is not resolvable from here: use a system font below.
  }
  return 'sans-serif';
}

function drawPage(lines: readonly string[]): Buffer {
  const canvas = createCanvas(IMAGE_WIDTH, IMAGE_HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);
  context.fillStyle = '#000000';
  context.font = `${String(FONT_SIZE)}px "${scanFontFamily()}"`;
  context.textBaseline = 'alphabetic';
  lines.forEach((line, index) => {
    context.fillText(line, MARGIN, MARGIN + FONT_SIZE + index * LINE_SPACING);
  });
  return canvas.encodeSync('jpeg', JPEG_QUALITY);
}

/** Assembles objects into a PDF with a correct cross-reference table; streams are binary-safe. */
function assemblePdf(objects: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets = objects.map((object, index) => {
    const offset = length;
    const part = Buffer.concat([
      Buffer.from(`${String(index + 1)} 0 obj\n`, 'latin1'),
      object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
    return offset;
  });
  const size = String(objects.length + 1);
  const trailer =
    `xref\n0 ${size}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${String(length)}\n%%EOF\n`;
  parts.push(Buffer.from(trailer, 'latin1'));
  return Buffer.concat(parts);
}

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${String(data.length)} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** One page of an image-only PDF: a JPEG stretched over a page of the given size. */
export interface ScannedPage {
  jpeg: Buffer;
  widthPixels: number;
  heightPixels: number;
  widthPoints: number;
  heightPoints: number;
}

/**
 * A PDF whose pages are nothing but their images: no fonts and no text operators, so that reading
 * it needs OCR. Each page takes three objects (page, image, content) after the catalogue and the
 * page tree.
 */
export function makeImageOnlyPdf(pages: readonly ScannedPage[]): Buffer {
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  const firstObject = (index: number) => 3 + 3 * index;
  const kids = pages.map((_page, index) => `${String(firstObject(index))} 0 R`).join(' ');
  return assemblePdf([
    latin1('<< /Type /Catalog /Pages 2 0 R >>'),
    latin1(`<< /Type /Pages /Kids [${kids}] /Count ${String(pages.length)} >>`),
    ...pages.flatMap((page, index) => {
      const image = String(firstObject(index) + 1);
      const content = String(firstObject(index) + 2);
      const width = String(page.widthPoints);
      const height = String(page.heightPoints);
      return [
        latin1(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Scan ${image} 0 R >> >> /Contents ${content} 0 R >>`,
        ),
        stream(
          `/Type /XObject /Subtype /Image /Width ${String(page.widthPixels)} /Height ${String(page.heightPixels)} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
          page.jpeg,
        ),
        stream('', latin1(`q ${width} 0 0 ${height} 0 0 cm /Scan Do Q`)),
      ];
    }),
  ]);
}

/**
 * A one-page "scanned" lab report: the lines are drawn as black text on a white image, JPEG
 * encoded and placed as an image filling an A4 page.
 */
export function makeScannedPdf(lines: readonly string[]): Buffer {
  return makeImageOnlyPdf([
    {
      jpeg: drawPage(lines),
      widthPixels: IMAGE_WIDTH,
      heightPixels: IMAGE_HEIGHT,
      widthPoints: PAGE_WIDTH,
      heightPoints: PAGE_HEIGHT,
    },
  ]);
}
