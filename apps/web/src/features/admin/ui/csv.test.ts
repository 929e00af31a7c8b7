import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and new lines, starts with a BOM and ends rows with CRLF', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['x,y', 'say "hi"'],
        ['line\nbreak', 3],
      ],
    );
    expect(csv).toBe('\ufeffa,b\r\n"x,y","say ""hi"""\r\n"line\nbreak",3\r\n');
  });

  it('neutralises spreadsheet formulas and prints empty cells for null', () => {
    expect(toCsv(['f'], [['=SUM(A1)'], [null], ['-3']])).toBe("\ufefff\r\n'=SUM(A1)\r\n\r\n'-3\r\n");
  });
});
