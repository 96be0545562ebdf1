import { describe, expect, it } from 'vitest';
import { csvCell, csvCellText, csvRow } from './staff-orders.ts';

/** The cells a spreadsheet would see splitting a line on `separator` without regard for quotes. */
const naiveCells = (line: string, separator: RegExp) =>
  line.split(separator).map((cell) => cell.replace(/^"/, '').replace(/^ +/, ''));

describe('csvCell', () => {
  it('quotes every text, doubling its quotes; numbers and empty cells stay bare', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-2)).toBe('-2');
    expect(csvRow(['a', 1, null])).toBe('"a",1,\r\n');
  });

  it('leaves formula characters inside a text alone (dates, order numbers, e-mails)', () => {
    expect(csvCell('2026-01-02T03:04:05.000Z')).toBe('"2026-01-02T03:04:05.000Z"');
    expect(csvCell('AP-7K3Q-X9M2')).toBe('"AP-7K3Q-X9M2"');
    expect(csvCell('ada+shop@mail-host.example')).toBe('"ada+shop@mail-host.example"');
    expect(csvCell(' x=1')).toBe('" x=1"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe(`"'=cmd|' /C calc'!A0"`);
    expect(csvCell('+1 555')).toBe(`"'+1 555"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('  =1+1')).toBe(`"'  =1+1"`);
  });

  it('neutralises a formula after any separator a spreadsheet may split on', () => {
    expect(csvCell('Ada;=1+1')).toBe(`"Ada;'=1+1"`);
    expect(csvCell('Ada;@SUM(A1)')).toBe(`"Ada;'@SUM(A1)"`);
    expect(csvCell('Ada,=1+1')).toBe(`"Ada,'=1+1"`);
    expect(csvCell('Ada, -2+3')).toBe(`"Ada, '-2+3"`);
    expect(csvCell('Ada\t+1')).toBe(`"Ada\t'+1"`);
    expect(csvCell('Ada|=1')).toBe(`"Ada|'=1"`);
    expect(csvCell('Ada\n=1')).toBe(`"Ada\n'=1"`);
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('=a;=b,@c\t\t-d')).toBe(`"'=a;'=b,'@c\t'\t'-d"`);
    // Separators before ordinary text, and formula characters inside a word, are left alone.
    expect(csvCell('Smith; Jones, Ltd - Studio')).toBe('"Smith; Jones, Ltd - Studio"');

    const nasty = ['x;=1', 'x;;=1', 'x,@a', 'x\t-1', 'x; +1', 'x\r\n=1', '=1;=2;=3', '"q";=1', 'x|@y'];
    const line = csvRow(nasty).trimEnd();
    for (const separator of [/,/, /;/, /\t/, /\|/, /\r\n|\r|\n/]) {
      for (const cell of naiveCells(line, separator)) expect(cell, `${separator}: ${cell}`).not.toMatch(/^[=+\-@]/);
    }
  });
});

describe('csvCellText', () => {
  it('gives back the text csvCell defused, and leaves other apostrophes alone', () => {
    const texts = [
      '=1+1',
      '  =1+1',
      '-2',
      'Ada;=1+1',
      'Ada, -2+3',
      '=a;=b,@c\t\t-d',
      'x\r\n=1',
      "O'Brien",
      "it's 'quoted'",
    ];
    for (const text of texts) {
      const quoted = csvCell(text);
      expect(csvCellText(quoted.slice(1, -1).replaceAll('""', '"')), text).toBe(text);
    }
  });
});
