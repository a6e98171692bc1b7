import { describe, expect, it } from 'vitest';
import { detectDelimiter, readCsv } from './read-csv';

function cellsOf(text: string): string[][] {
  const reading = readCsv(text);
  if ('unclosedQuoteAt' in reading) throw new Error('unreadable');
  return reading.records.map((record) => record.cells);
}

describe('reading a CSV', () => {
  it('detects commas, semicolons and tabs from the header line', () => {
    expect(detectDelimiter('date,biomarker,value\n')).toBe(',');
    expect(detectDelimiter('Datum;Parameter;Wert\n2024-01-02;LDL;"1,5"')).toBe(';');
    expect(detectDelimiter('date\ttest\tresult\n')).toBe('\t');
  });

  it('reads quoted cells with delimiters, doubled quotes and line breaks (RFC 4180)', () => {
    expect(
      cellsOf('name,value\r\n"Cholesterol, total","say ""hi"""\r\n"two\nlines",5\r\n'),
    ).toEqual([
      ['name', 'value'],
      ['Cholesterol, total', 'say "hi"'],
      ['two\nlines', '5'],
    ]);
  });

  it('drops a byte-order mark and skips blank lines, keeping each record’s line number', () => {
    const reading = readCsv('\uFEFFdate;value\n\n2024-01-02;"5,4"\n;\n2024-01-03;6\n');
    if ('unclosedQuoteAt' in reading) throw new Error('unreadable');
    expect(reading.delimiter).toBe(';');
    expect(reading.records.map((record) => [record.line, record.cells])).toEqual([
      [1, ['date', 'value']],
      [3, ['2024-01-02', '5,4']],
      [5, ['2024-01-03', '6']],
    ]);
    expect(reading.records[1]?.text).toBe('2024-01-02;"5,4"');
  });

  it('counts lines inside quoted cells for the records after them', () => {
    const reading = readCsv('a,b\n"x\ny",1\nz,2\n');
    if ('unclosedQuoteAt' in reading) throw new Error('unreadable');
    expect(reading.records.map((record) => record.line)).toEqual([1, 2, 4]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(readCsv('a,b\n1,2\n"open,3\n4,5\n')).toEqual({ unclosedQuoteAt: 3 });
  });
});
