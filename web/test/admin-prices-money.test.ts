import { describe, expect, it } from 'vitest';
import {
  minorDigits,
  moneyText,
  parseMoney,
  parseScaled,
  parseSignedMoney,
} from '../src/features/admin/prices/money';
import { bodyOf, draftOf } from '../src/features/admin/prices/price-draft';

describe('money typed in the price list (docs/production/prices.md, "Money")', () => {
  it('reads decimals as integer minor units exactly, with a point or a comma', () => {
    expect(parseMoney('12.5', 'EUR')).toEqual({ ok: true, value: 1250 });
    expect(parseMoney('12,5', 'EUR')).toEqual({ ok: true, value: 1250 });
    expect(parseMoney(' 45 ', 'EUR')).toEqual({ ok: true, value: 4500 });
    expect(parseMoney(',5', 'EUR')).toEqual({ ok: true, value: 50 });
    expect(parseMoney('12.50', 'EUR')).toEqual({ ok: true, value: 1250 });
    // Where x * 100 in floating point is off: 0.29 * 100 = 28.999999999999996.
    expect(parseMoney('0.29', 'EUR')).toEqual({ ok: true, value: 29 });
    expect(parseMoney('1.13', 'EUR')).toEqual({ ok: true, value: 113 });
    expect(parseMoney('90071992547409.91', 'EUR')).toEqual({
      ok: true,
      value: 9007199254740991,
    });
  });

  it('refuses more decimals than the currency has, and what is not a plain number', () => {
    expect(parseMoney('12.345', 'EUR')).toEqual({ ok: false, problem: 'decimals' });
    // A thousands separator is never taken for a decimal one.
    expect(parseMoney('1,250', 'EUR')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseMoney('1.250', 'EUR')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseMoney('12.5', 'JPY')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseMoney('1.2.3', 'EUR')).toEqual({ ok: false, problem: 'format' });
    expect(parseMoney('1 000', 'EUR')).toEqual({ ok: false, problem: 'format' });
    expect(parseMoney('12e3', 'EUR')).toEqual({ ok: false, problem: 'format' });
    expect(parseMoney('', 'EUR')).toEqual({ ok: false, problem: 'format' });
    expect(parseMoney('.', 'EUR')).toEqual({ ok: false, problem: 'format' });
    expect(parseMoney('-1', 'EUR')).toEqual({ ok: false, problem: 'negative' });
    expect(parseMoney('90071992547409.92', 'EUR')).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('follows the currency’s own decimals', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
    expect(parseMoney('1500', 'JPY')).toEqual({ ok: true, value: 1500 });
    expect(parseMoney('1.234', 'KWD')).toEqual({ ok: true, value: 1234 });
    expect(moneyText(1250, 'EUR', 'en')).toBe('12.50');
    expect(moneyText(1250, 'EUR', 'es')).toBe('12,50');
    expect(moneyText(5, 'EUR', 'en')).toBe('0.05');
    expect(moneyText(1500, 'JPY', 'en')).toBe('1500');
  });

  it('takes a signed amount for an adjustment', () => {
    expect(parseSignedMoney('-10,5', 'EUR')).toEqual({ ok: true, value: -1050 });
    expect(parseScaled('21,25', 2)).toEqual({ ok: true, value: 2125 });
  });

  it('writes a list read from the server back as the same body', () => {
    const list = {
      version: 4,
      currency: 'EUR',
      taxRate: 0.2125,
      pricesIncludeTax: true,
      minimumOrder: 5000,
      materials: { '1': { perSheet: 4500 }, '26': { perM2: 1250, wastePercent: 12.5 } },
      customMaterialPerM2: 1800,
      backBoardPerM2: 700,
      drawerBoardPerM2: 1100,
      edgeBandPerMetre: 29,
      hardware: { hinge: 150, toeKick: 375 },
      assemblyPerItem: 1500,
      cuttingPerSheet: 250,
    };
    for (const language of ['en', 'es']) {
      const result = bodyOf(draftOf(list, language), list.version);
      expect(result).toEqual({ ok: true, body: list });
    }
  });
});
