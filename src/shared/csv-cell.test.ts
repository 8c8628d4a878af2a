import { describe, expect, it } from 'vitest';
import { escapeCsvCell, unescapeCsvCell } from './csv-cell.ts';

describe('a CSV cell kept from running as a formula', () => {
  it('puts a quote before a cell a spreadsheet would run', () => {
    expect(['=1+1', '+91 98765 43210', '-3.5', '@SUM(A1)', '\tHIDDEN()', '\r=cmd'].map(escapeCsvCell)).toEqual([
      "'=1+1",
      "'+91 98765 43210",
      "'-3.5",
      "'@SUM(A1)",
      "'\tHIDDEN()",
      "'\r=cmd",
    ]);
  });

  it('leaves other cells as they are: white space only, or a quote before anything else', () => {
    for (const cell of ['', 'Merge sort', '3.5', "'", "'quoted", "it's", ' =1', 'a=b', '\t', '\r\n']) expect(escapeCsvCell(cell)).toBe(cell);
  });

  it('puts one more quote before a cell that already looks escaped, so the reader cannot mistake it', () => {
    expect(escapeCsvCell("'=1+1")).toBe("''=1+1");
    expect(escapeCsvCell("''")).toBe("'''");
    expect(escapeCsvCell("'-3")).toBe("''-3");
  });

  it('reads back exactly what was written', () => {
    const cells = ['=1+1', '+91 phone', '-3.5', '@SUM(A1)', '\tTab-led', '\rCR-led', "'=1+1", "''=x", "'", "''", "'quoted", 'plain', ''];
    for (const cell of cells) expect(unescapeCsvCell(escapeCsvCell(cell))).toBe(cell);
  });

  it('takes off exactly one quote, and only before a formula start or a quote', () => {
    expect(unescapeCsvCell("'=1+1")).toBe('=1+1');
    expect(unescapeCsvCell("'''=1")).toBe("''=1");
    expect(unescapeCsvCell("'quoted")).toBe("'quoted");
    expect(unescapeCsvCell("'")).toBe("'");
    expect(unescapeCsvCell('=1+1')).toBe('=1+1');
  });
});
