import { describe, expect, it } from 'vitest';
import {
  convert,
  formatDecimal,
  formatDimension,
  parseDimension,
  parseInches,
  parseMillimetres,
  toMillimetres,
} from './units';

describe('parseInches', () => {
  it.each([
    ['3', 3],
    ['1.5', 1.5],
    ['.75', 0.75],
    ['3/4', 0.75],
    ['1 1/4', 1.25],
    ['  2 1/2 ', 2.5],
    ['1/3', 0.33],
    ['23 15/16', 23.94],
    ['1,5', 1.5],
    ['17,75', 17.75],
    [',5', 0.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseInches(text)).toBe(value);
  });

  it.each([
    '',
    'abc',
    '1-1/4',
    '1/0',
    '1 1/0',
    '1/',
    '1 1',
    '-2',
    '1.2.3',
    '1  /4',
    // A comma before three digits reads as a thousands separator: refused, not guessed.
    '1,200',
    '1,5,0',
    '1,',
    '1.5,2',
  ])('refuses %j', (text) => {
    expect(parseInches(text)).toBeNull();
  });
});

describe('millimetres', () => {
  it('reads whole numbers and decimals, rounded to two places', () => {
    expect(parseMillimetres('600')).toBe(600);
    expect(parseMillimetres('600.456')).toBe(600.46);
    // The decimal comma of Spanish (a Spanish phone's decimal keypad types it).
    expect(parseMillimetres('17,5')).toBe(17.5);
    expect(parseMillimetres('450,25')).toBe(450.25);
    expect(parseMillimetres('1,200')).toBeNull();
    expect(parseMillimetres('600,456')).toBeNull();
    expect(parseMillimetres('3/4')).toBeNull();
    expect(parseDimension('1 1/4', 'mm')).toBeNull();
    expect(parseDimension('1 1/4', 'in')).toBe(1.25);
  });
});

describe('conversion and formatting', () => {
  it('uses 25.4 mm per inch', () => {
    expect(toMillimetres(1, 'in')).toBe(25.4);
    expect(toMillimetres(10, 'mm')).toBe(10);
    expect(convert(24, 'in', 'mm')).toBe(609.6);
    expect(convert(609.6, 'mm', 'in')).toBe(24);
    expect(convert(1.005, 'mm', 'mm')).toBe(1.01);
  });

  it('shows two decimals and the unit', () => {
    expect(formatDecimal(3)).toBe('3.00');
    expect(formatDecimal(1.255)).toBe('1.26');
    expect(formatDimension(24, 'in', 'mm')).toBe('609.60 mm');
    expect(formatDimension(600, 'mm')).toBe('600.00 mm');
  });
});
