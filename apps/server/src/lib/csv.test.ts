import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow } from './csv.js';

describe('CSV cells and rows (RFC 4180, spreadsheet-safe)', () => {
  it('leaves plain text, numbers and non-Latin names as they are', () => {
    expect(csvRow(['Zoë Ångström', '王小明', 12, 220.5, null, undefined])).toBe(
      'Zoë Ångström,王小明,12,220.5,,\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Berg, Anna')).toBe('"Berg, Anna"');
    expect(csvCell('Bo "Junior" Berg')).toBe('"Bo ""Junior"" Berg"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+33 1 23')).toBe("'+33 1 23");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.test"",""x"")"',
    );
    // A number is a number, not a formula.
    expect(csvCell(-5)).toBe('-5');
  });

  it('starts the file with a UTF-8 byte-order mark for Excel', () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
