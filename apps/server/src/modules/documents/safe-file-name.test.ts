import { expect, it } from 'vitest';
import { safeDisplayName } from './safe-file-name';

it.each([
  ['Lipid panel March.pdf', 'Lipid panel March'],
  ['../../etc/passwd', 'passwd'],
  ['C:\\Users\\ada\\report.PDF', 'report'],
  ['a\u0000b\nc.pdf', 'abc'],
  ['<b>bold|.pdf', 'bbold'],
  ['', 'Document'],
  [undefined, 'Document'],
  ['..', 'Document'],
  ['x'.repeat(300), 'x'.repeat(120)],
])('%j → %j', (name, shown) => {
  expect(safeDisplayName(name)).toBe(shown);
});
