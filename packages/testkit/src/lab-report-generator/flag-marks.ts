import type { Random } from './random';
import type { Run } from './text-runs';
import { helvetica } from './text-runs';

type Flag = 'H' | 'L';

/** One way labs mark a result outside its range. */
export interface MarkStyle {
  mark: (flag: Flag, random: Random) => Run;
  /** Printed right against the value ('131H', '131*', '131↑'), not only after a space. */
  gluable: boolean;
}

const word = (high: string, low: string) => (flag: Flag) => helvetica(flag === 'H' ? high : low);

/** Out-of-range marks in the forms labs print; arrows and triangles are set in symbol fonts. */
export const MARK_STYLES: readonly MarkStyle[] = [
  { mark: word('H', 'L'), gluable: true },
  { mark: word('(H)', '(L)'), gluable: false },
  // Critical values get the doubled letter; the generator does not know criticality, so any row may.
  {
    mark: (flag, random) => helvetica(random.chance(0.5) ? flag.repeat(2) : flag),
    gluable: false,
  },
  { mark: () => helvetica('*'), gluable: true },
  { mark: () => helvetica('!'), gluable: true },
  { mark: () => helvetica('A'), gluable: false },
  { mark: word('High', 'Low'), gluable: false },
  { mark: word('HIGH', 'LOW'), gluable: false },
  { mark: () => helvetica('Abnormal'), gluable: false },
  { mark: (flag) => ({ text: flag === 'H' ? '↑' : '↓', font: 'symbol' }), gluable: true },
  { mark: (flag) => ({ text: flag === 'H' ? '▲' : '▼', font: 'dingbats' }), gluable: true },
];
