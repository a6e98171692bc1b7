import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { drawableText } from './drawable-text';
import { paginate, wrapText } from './page-layout';
import type { Block } from './page-layout';
import type { ReportContent, ReportRow } from './report-content';

/**
 * Liberation Sans, installed with pdfjs-dist (which reads it at run time, so it is never bundled):
 * Latin, Greek and Cyrillic, where the standard PDF fonts draw Latin-1 only and a Greek or
 * Russian name came out as '???'. Only the glyphs a report uses are embedded.
 */
const FONT_FILES = {
  regular: 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf',
  bold: 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf',
  italic: 'pdfjs-dist/standard_fonts/LiberationSans-Italic.ttf',
} as const;

let fontBytes: Promise<Record<keyof typeof FONT_FILES, Buffer>> | undefined;

/** The font files, read once per thread. */
function readFonts() {
  const resolve = createRequire(import.meta.url).resolve;
  fontBytes ??= Promise.all(
    Object.values(FONT_FILES).map((file) => fs.readFile(resolve(file))),
  ).then(([regular, bold, italic]) => {
    if (regular === undefined || bold === undefined || italic === undefined)
      throw new Error('a report font is missing');
    return { regular, bold, italic };
  });
  return fontBytes;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { left: 40, right: 40, top: 48, bottom: 64 };
const CONTENT_WIDTH = A4.width - MARGIN.left - MARGIN.right;
const CELL_PADDING = 4;
const BLACK = rgb(0.1, 0.12, 0.16);
const GREY = rgb(0.4, 0.43, 0.48);
const RULE = rgb(0.82, 0.84, 0.87);
const ALERT = rgb(0.7, 0.1, 0.1);

/** The table's columns, left to right, in points; they add up to the content width. */
const COLUMNS = [
  { key: 'biomarker', width: 118 },
  { key: 'latest', width: 88 },
  { key: 'range', width: 92 },
  { key: 'status', width: 86 },
  { key: 'previous', width: 76 },
  { key: 'trend', width: 55 },
] as const;

type ColumnKey = (typeof COLUMNS)[number]['key'];

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

interface Style {
  font: keyof Fonts;
  size: number;
  color?: ReturnType<typeof rgb>;
}

/** A block with what it draws, `top` being its upper edge in PDF coordinates. */
interface DrawnBlock extends Block {
  draw: (page: PDFPage, top: number) => void;
  repeats?: DrawnBlock;
}

const STYLES = {
  title: { font: 'bold', size: 16 },
  line: { font: 'regular', size: 9.5 },
  heading: { font: 'bold', size: 13 },
  subheading: { font: 'bold', size: 10.5 },
  tableHead: { font: 'bold', size: 8, color: GREY },
  cell: { font: 'regular', size: 8.5 },
  cellName: { font: 'bold', size: 8.5 },
  cellAlert: { font: 'bold', size: 8.5, color: ALERT },
  cellNote: { font: 'regular', size: 7.5, color: GREY },
  flagged: { font: 'italic', size: 8, color: ALERT },
  footer: { font: 'regular', size: 7, color: GREY },
} as const satisfies Record<string, Style>;

const lineHeight = (style: Style) => style.size * 1.3;

function layoutTools(fonts: Fonts) {
  const characters = {
    regular: new Set(fonts.regular.getCharacterSet()),
    bold: new Set(fonts.bold.getCharacterSet()),
    italic: new Set(fonts.italic.getCharacterSet()),
  };
  const measure = (style: Style) => (text: string) =>
    fonts[style.font].widthOfTextAtSize(text, style.size);
  const wrap = (text: string, width: number, style: Style) =>
    wrapText(
      drawableText(text, (codePoint) => characters[style.font].has(codePoint)),
      width,
      measure(style),
    );
  const drawLines = (
    page: PDFPage,
    lines: readonly string[],
    at: { x: number; top: number },
    style: Style,
  ) => {
    lines.forEach((line, index) => {
      page.drawText(line, {
        x: at.x,
        y: at.top - style.size - index * lineHeight(style),
        size: style.size,
        font: fonts[style.font],
        color: style.color ?? BLACK,
      });
    });
  };

  /** Wrapped text across the content width, one block per line so a paragraph may go on overleaf. */
  const textBlocks = (text: string, style: Style, indent = 0, spaceAfter = 0): DrawnBlock[] => {
    const lines = wrap(text, CONTENT_WIDTH - indent, style);
    return lines.map((line, index) => ({
      height: lineHeight(style) + (index === lines.length - 1 ? spaceAfter : 0),
      draw: (page, top) => {
        drawLines(page, [line], { x: MARGIN.left + indent, top }, style);
      },
    }));
  };

  const heading = (text: string, style: Style, spaceBefore: number): DrawnBlock => ({
    height: spaceBefore + lineHeight(style) + 4,
    keepWithNext: true,
    draw: (page, top) => {
      drawLines(
        page,
        wrap(text, CONTENT_WIDTH, style).slice(0, 1),
        {
          x: MARGIN.left,
          top: top - spaceBefore,
        },
        style,
      );
    },
  });

  /** A table row: each cell's lines, wrapped in its column; the row never splits. */
  const row = (
    cells: Record<ColumnKey, { lines: string[]; style: Style }[]>,
    notes: readonly string[],
    keepWithNext = false,
  ): DrawnBlock => {
    const laid = COLUMNS.map((column) =>
      cells[column.key].flatMap((part) =>
        wrap(part.lines.join(' '), column.width - CELL_PADDING, part.style).map((line) => ({
          line,
          style: part.style,
        })),
      ),
    );
    const noteLines = notes.flatMap((note) => wrap(note, CONTENT_WIDTH - 12, STYLES.flagged));
    const cellsHeight = Math.max(
      ...laid.map((lines) => lines.reduce((sum, { style }) => sum + lineHeight(style), 0)),
    );
    const height = cellsHeight + noteLines.length * lineHeight(STYLES.flagged) + 2 * CELL_PADDING;
    return {
      height,
      keepWithNext,
      draw: (page, top) => {
        let x = MARGIN.left;
        COLUMNS.forEach((column, index) => {
          let y = top - CELL_PADDING;
          for (const { line, style } of laid[index] ?? []) {
            drawLines(page, [line], { x, top: y }, style);
            y -= lineHeight(style);
          }
          x += column.width;
        });
        drawLines(
          page,
          noteLines,
          { x: MARGIN.left + 12, top: top - CELL_PADDING - cellsHeight },
          STYLES.flagged,
        );
        page.drawLine({
          start: { x: MARGIN.left, y: top - height },
          end: { x: MARGIN.left + CONTENT_WIDTH, y: top - height },
          thickness: 0.5,
          color: RULE,
        });
      },
    };
  };

  return { wrap, drawLines, textBlocks, heading, row };
}

type Tools = ReturnType<typeof layoutTools>;

function tableBlocks(
  tools: Tools,
  content: ReportContent,
  rows: readonly ReportRow[],
): DrawnBlock[] {
  const { columns } = content.texts;
  const head = (text: string) => [{ lines: [text], style: STYLES.tableHead }];
  const header = tools.row(
    {
      biomarker: head(columns.biomarker),
      latest: head(columns.latest),
      range: head(columns.range),
      status: head(columns.status),
      previous: head(columns.previous),
      trend: head(columns.trend),
    },
    [],
    true,
  );
  const cell = (text: string, style: Style = STYLES.cell) =>
    text === '' ? [] : [{ lines: [text], style }];
  return [
    header,
    ...rows.map((row) => ({
      repeats: header,
      ...tools.row(
        {
          biomarker: cell(row.name, STYLES.cellName),
          latest: [...cell(row.latest), ...cell(row.latestDate, STYLES.cellNote)],
          range: cell(row.range),
          status: cell(row.status, row.outOfRange ? STYLES.cellAlert : STYLES.cell),
          previous: [...cell(row.previous), ...cell(row.previousDate, STYLES.cellNote)],
          trend: cell(row.trend),
        },
        row.flagged,
      ),
    })),
  ];
}

function reportBlocks(tools: Tools, content: ReportContent): DrawnBlock[] {
  const { texts } = content;
  const blocks: DrawnBlock[] = [
    ...tools.textBlocks(texts.title, STYLES.title, 0, 6),
    ...tools.textBlocks(texts.person(content.address), STYLES.line),
    ...tools.textBlocks(texts.generated(content.generated), STYLES.line),
    ...tools.textBlocks(content.covered ?? texts.noResults, STYLES.line, 0, 4),
  ];
  if (content.categories.length > 0) {
    blocks.push(tools.heading(texts.needsAttention, STYLES.heading, 12));
    blocks.push(
      ...(content.attention.length === 0
        ? tools.textBlocks(texts.nothingNeedsAttention, STYLES.line)
        : tableBlocks(tools, content, content.attention)),
    );
    blocks.push(tools.heading(texts.resultsByCategory, STYLES.heading, 16));
    for (const category of content.categories) {
      blocks.push(tools.heading(category.name, STYLES.subheading, 8));
      blocks.push(...tableBlocks(tools, content, category.rows));
    }
  }
  blocks.push(tools.heading(texts.analysis, STYLES.heading, 16));
  if (content.analysis.length === 0)
    blocks.push(...tools.textBlocks(texts.noAnalysis, STYLES.line));
  for (const part of content.analysis) {
    if (part.kind === 'heading') blocks.push(tools.heading(part.text, STYLES.subheading, 6));
    else if (part.kind === 'paragraph')
      blocks.push(...tools.textBlocks(part.text, STYLES.line, 0, 4));
    else blocks.push(...bulletBlocks(tools, part.text));
  }
  if (content.sources.length > 0) {
    blocks.push(tools.heading(texts.sources, STYLES.heading, 16));
    for (const source of content.sources) blocks.push(...bulletBlocks(tools, source));
  }
  return blocks;
}

/** A list item: a bullet before its first line, the following lines indented under its text. */
function bulletBlocks(tools: Tools, text: string): DrawnBlock[] {
  const [first, ...rest] = tools.textBlocks(text, STYLES.line, 12, 2);
  if (first === undefined) return [];
  return [
    {
      ...first,
      draw: (page, top) => {
        tools.drawLines(page, ['•'], { x: MARGIN.left + 2, top }, STYLES.line);
        first.draw(page, top);
      },
    },
    ...rest,
  ];
}

/** The clinician report as an A4 PDF in Liberation Sans, with page numbers on every page. */
export async function renderReportPdf(content: ReportContent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  document.setTitle(content.texts.title);
  document.setCreator('Labtrail');
  document.setProducer('Labtrail');
  const bytes = await readFonts();
  const fonts: Fonts = {
    regular: await document.embedFont(bytes.regular, { subset: true }),
    bold: await document.embedFont(bytes.bold, { subset: true }),
    italic: await document.embedFont(bytes.italic, { subset: true }),
  };
  const tools = layoutTools(fonts);
  const blocks = reportBlocks(tools, content);
  const pages = paginate(blocks, A4.height - MARGIN.top - MARGIN.bottom);
  pages.forEach((indices, pageIndex) => {
    const page = document.addPage([A4.width, A4.height]);
    let top = A4.height - MARGIN.top;
    const header = blocks[indices[0] ?? -1]?.repeats;
    if (header !== undefined) {
      header.draw(page, top);
      top -= header.height;
    }
    for (const index of indices) {
      const block = blocks[index];
      if (block === undefined) continue;
      block.draw(page, top);
      top -= block.height;
    }
    const footer = tools.wrap(
      content.texts.footer(pageIndex + 1, pages.length),
      CONTENT_WIDTH,
      STYLES.footer,
    );
    tools.drawLines(page, footer, { x: MARGIN.left, top: MARGIN.bottom - 24 }, STYLES.footer);
  });
  return document.save();
}
