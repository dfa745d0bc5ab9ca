import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvNumber, neutraliseFormula } from './csv';
import { fixed, trimmed } from './numbers';

describe('csvField (RFC 4180 quoting)', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['semi;colon', 'semi;colon'],
    [' spaced ', ' spaced '],
  ])('%j -> %j', (text, field) => {
    expect(csvField(text)).toBe(field);
  });
});

describe('neutraliseFormula', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['a=b', 'a=b'],
    ['Side', 'Side'],
    ['', ''],
  ])('%j -> %j', (text, safe) => {
    expect(neutraliseFormula(text)).toBe(safe);
  });
});

describe('csvDocument', () => {
  const header = ['name', 'size'];
  const rows = [
    ['=1+2', csvNumber('-3.5')],
    ['Oak, "rustic"\nline two', csvNumber('720.0')],
  ];

  it('writes CRLF lines, quotes when needed and guards text cells only', () => {
    expect(csvDocument(header, rows, { bom: false, neutraliseFormulas: true })).toBe(
      'name,size\r\n' + "'=1+2,-3.5\r\n" + '"Oak, ""rustic""\nline two",720.0\r\n',
    );
  });

  it('starts with a byte order mark when asked, and leaves formulas when told', () => {
    const text = csvDocument(header, rows, { bom: true, neutraliseFormulas: false });
    expect(text.startsWith('\uFEFFname,size\r\n=1+2,-3.5\r\n')).toBe(true);
  });

  it('reads back field for field with csv-parse', () => {
    const text = csvDocument(header, rows, { bom: true, neutraliseFormulas: true });
    expect(parse(text, { bom: true })).toEqual([
      ['name', 'size'],
      ["'=1+2", '-3.5'],
      ['Oak, "rustic"\nline two', '720.0'],
    ]);
  });
});

describe('numbers', () => {
  it.each([
    [720, 1, '720.0'],
    [374.45, 1, '374.5'],
    [-0.04, 1, '0.0'],
    [1234567.891, 2, '1234567.89'],
  ])('fixed(%d, %d) -> %j', (value, decimals, text) => {
    expect(fixed(value, decimals)).toBe(text);
  });

  it.each([
    [18, 2, '18'],
    [19.05, 2, '19.05'],
    [0.5, 2, '0.5'],
    [-0.001, 2, '0'],
  ])('trimmed(%d, %d) -> %j', (value, decimals, text) => {
    expect(trimmed(value, decimals)).toBe(text);
  });
});
