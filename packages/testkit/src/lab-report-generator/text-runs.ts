import type { PdfFont, PdfText } from '../make-pdf';
import { line } from './page-lines';
import { textWidth } from './text-width';

/** A piece of a cell in one font: a value, a space, an arrow. */
export interface Run {
  text: string;
  font: PdfFont;
}

export function helvetica(text: string): Run {
  return { text, font: 'helvetica' };
}

/** Neighbouring runs of the same font as one: a PDF writer shows them with one text operator. */
function joinRuns(runs: readonly Run[]): Run[] {
  return runs.reduce<Run[]>((joined, run) => {
    const last = joined.at(-1);
    if (last?.font === run.font)
      joined[joined.length - 1] = { ...last, text: last.text + run.text };
    else joined.push(run);
    return joined;
  }, []);
}

export function runsWidth(runs: readonly Run[], size: number): number {
  return runs.reduce((total, run) => total + textWidth(run.text, size, run.font), 0);
}

/** The runs of a cell one after the other from `x`, on the line `top` points from the page top. */
export function placeRuns(top: number, x: number, runs: readonly Run[], size: number): PdfText[] {
  let at = x;
  return joinRuns(runs).flatMap((run) => {
    const texts = line(top, [[at, run.text.trimEnd()]], size).map((text) => ({
      ...text,
      font: run.font,
    }));
    at += textWidth(run.text, size, run.font);
    return texts;
  });
}
