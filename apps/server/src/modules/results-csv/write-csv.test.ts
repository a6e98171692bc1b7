import { describe, expect, it } from 'vitest';
import { writeCsv } from './write-csv';

describe('writing a CSV', () => {
  it('quotes cells with commas, quotes and line breaks and ends lines with CRLF', () => {
    expect(writeCsv([['a, b', 'say "hi"', 'two\nlines', 'plain']])).toBe(
      '"a, b","say ""hi""","two\nlines",plain\r\n',
    );
  });

  it('writes numbers as numbers, negative ones too, and nothing as an empty cell', () => {
    expect(writeCsv([[-1.5, 0, null, 'x']])).toBe('-1.5,0,,x\r\n');
  });

  it('keeps text a spreadsheet would run as a formula from running', () => {
    expect(writeCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)']])).toBe(
      `"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1)\r\n`,
    );
  });
});
