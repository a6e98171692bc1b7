import type { LayoutSpec } from './layout-spec';
import { NONE_CENSORED } from './layout-spec';
import type { Random } from './random';
import type { ReportRow } from './report-model';
import type { Column } from './render-table';
import { ENGLISH_HEADERS, GERMAN_HEADERS, plainColumns, renderTable } from './render-table';

const PLAIN_XS = [40, 250, 330, 420] as const;

/** A plain four-column table under the letterhead. */
function plainTable(headers: typeof ENGLISH_HEADERS | typeof GERMAN_HEADERS): LayoutSpec['render'] {
  return (rows, letterhead) => [
    [
      ...letterhead.texts,
      ...renderTable(rows, plainColumns(headers, PLAIN_XS), letterhead.bottom).texts,
    ],
  ];
}

export const TABLE: LayoutSpec = {
  language: 'en',
  maxNameLength: 36,
  maxUnitLength: 16,
  censored: NONE_CENSORED,
  render: plainTable(ENGLISH_HEADERS),
};

export const CENSORED: LayoutSpec = {
  ...TABLE,
  censored: (random) => random.int(1, 3),
};

export const GERMAN: LayoutSpec = {
  ...TABLE,
  language: 'de',
  render: plainTable(GERMAN_HEADERS),
};

/** A flag column either between result and unit or after the range. */
function flagColumnTable(rows: readonly ReportRow[], top: number, random: Random) {
  const flag = (x: number): Column => ({ x, header: 'Flag', cell: (row) => row.flag ?? '' });
  if (random.chance(0.5)) {
    const [name, result, unit, range] = plainColumns(ENGLISH_HEADERS, [40, 230, 330, 420]);
    return renderTable(rows, [name, result, flag(290), unit, range], top);
  }
  return renderTable(rows, [...plainColumns(ENGLISH_HEADERS, [40, 240, 320, 410]), flag(520)], top);
}

export const TABLE_FLAG_COLUMN: LayoutSpec = {
  ...TABLE,
  render: (rows, letterhead, random) => [
    [...letterhead.texts, ...flagColumnTable(rows, letterhead.bottom, random).texts],
  ],
};

const FLAG_MARKS: readonly ((value: string, flag: 'H' | 'L') => string)[] = [
  (value, flag) => `${value} ${flag}`,
  (value, flag) => `${value} (${flag})`,
  (value) => `${value} *`,
  (value, flag) => `${flag} ${value}`,
  (value, flag) => `${value} ${flag === 'H' ? '+' : '-'}`,
];

export const FLAG_AFTER_VALUE: LayoutSpec = {
  ...TABLE,
  render: (rows, letterhead, random) => {
    const mark = random.pick(FLAG_MARKS);
    const [name, result, unit, range] = plainColumns(ENGLISH_HEADERS, PLAIN_XS);
    const marked: Column = {
      ...result,
      cell: (row) => (row.flag === null ? row.value_text : mark(row.value_text, row.flag)),
    };
    return [
      [
        ...letterhead.texts,
        ...renderTable(rows, [name, marked, unit, range], letterhead.bottom).texts,
      ],
    ];
  },
};
