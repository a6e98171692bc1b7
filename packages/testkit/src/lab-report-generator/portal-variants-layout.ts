import type { PdfText } from '../make-pdf';
import { flowBlocks } from './flow-blocks';
import type { FlowStyle } from './flow-blocks';
import type { LayoutSpec, Letterhead } from './layout-spec';
import { line } from './page-lines';
import type { PortalStyle } from './portal-styles';
import { PORTAL_STYLES } from './portal-styles';
import type { Random } from './random';
import type { ReportDate } from './report-date';

const HEADINGS = ['Test Results', 'Your lab results', 'Lab Results', 'Laboratory results'] as const;
const DATE_LABELS = ['Collected:', 'Collected on', 'Date of collection:', 'Resulted:'] as const;
const LEFT = 40;

const FLOW: Record<PortalStyle['kind'], FlowStyle> = {
  lines: { left: LEFT, size: 9, lineHeight: 15, blockGap: 0 },
  blocks: { left: LEFT, size: 9, lineHeight: 12, blockGap: 9 },
  'e-mail': { left: LEFT, size: 10, lineHeight: 15, blockGap: 2 },
};

/** A heading and a date line, under the lab's letterhead or at the top of a bare page. */
function portalOpening(letterhead: Letterhead, date: ReportDate, random: Random) {
  const withLetterhead = random.chance(0.5);
  const top = withLetterhead ? letterhead.bottom : 50;
  const texts: PdfText[] = [
    ...(withLetterhead ? letterhead.texts : []),
    ...line(top, [[LEFT, random.pick(HEADINGS)]], 14),
    ...line(top + 20, [[LEFT, `${random.pick(DATE_LABELS)} ${date.printed}`]]),
  ];
  return { texts, bottom: top + 46 };
}

/** An e-mail from a practice: no letterhead, a greeting and the date in a sentence. */
function emailOpening(date: ReportDate) {
  const texts = [
    ...line(50, [[LEFT, 'Subject: Your lab results are ready']], 10),
    ...line(80, [[LEFT, 'Dear patient,']]),
    ...line(98, [[LEFT, `here are the results of your blood test from ${date.printed}.`]]),
  ];
  return { texts, bottom: 126 };
}

/**
 * Results as running text rather than a table, in one of several styles a report keeps
 * throughout: 'Name: value unit (Reference range)', dot leaders, 'Name value unit  ref: range',
 * a block of labelled lines per test, or the sentences of an e-mail.
 */
export const PORTAL_VARIANTS: LayoutSpec = {
  language: 'en',
  maxNameLength: 30,
  maxUnitLength: 16,
  censored: (random) => random.int(0, 1),
  render: (rows, letterhead, random, date) => {
    const style = random.pick(PORTAL_STYLES)(random);
    const opening =
      style.kind === 'e-mail' ? emailOpening(date) : portalOpening(letterhead, date, random);
    const blocks = rows.map((row) => style.block(row));
    const closing = style.kind === 'e-mail' ? [['', 'Kind regards,', 'Your practice team']] : [];
    return flowBlocks(opening.texts, opening.bottom, [...blocks, ...closing], FLOW[style.kind]);
  },
};
