/* The price list's schemas (docs/production/prices.md, "The price list"). */
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod, type MessageKey } from '..';
import {
  EMPTY_PRICE_LIST,
  isCurrencyCode,
  isPriceListSet,
  priceListSchema,
  priceListUpdateSchema,
} from './price-list';

/** The example list, with a back board price. */
const WIRE = {
  version: 4,
  currency: 'EUR',
  taxRate: 0.21,
  pricesIncludeTax: false,
  minimumOrder: 0,
  materials: { '1': { perSheet: 4500 }, '26': { perM2: 1250, wastePercent: 15 } },
  customMaterialPerM2: 1800,
  backBoardPerM2: 600,
  drawerBoardPerM2: 1100,
  edgeBandPerMetre: 90,
  hardware: { hinge: 150, golaJ: 1200 },
  assemblyPerItem: 0,
  cuttingPerSheet: 0,
};

/** The [path, code] of every field error of `input`. */
function errors(input: unknown, schema = priceListSchema): [string, MessageKey][] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : fieldErrorsFromZod(result.error).map((error) => [error.path, error.code]);
}

describe('priceListSchema', () => {
  it('reads the wire shape', () => {
    const list = priceListSchema.parse(WIRE);
    expect(list).toEqual(WIRE);
    expect(isPriceListSet(list)).toBe(true);
  });

  it('reads { version } alone as the empty list: no price anywhere', () => {
    const list = priceListSchema.parse({ version: 0 });
    expect(list).toEqual({ version: 0 });
    expect(isPriceListSet(list)).toBe(false);
    expect(isPriceListSet(EMPTY_PRICE_LIST)).toBe(false);
  });

  it('prices a missing field at 0, and a perM2 tile without waste at 0 %', () => {
    const list = priceListSchema.parse({
      version: 1,
      currency: 'USD',
      materials: { '3': { perM2: 900 } },
    });
    expect(list).toEqual({
      version: 1,
      currency: 'USD',
      taxRate: 0,
      pricesIncludeTax: false,
      minimumOrder: 0,
      materials: { '3': { perM2: 900, wastePercent: 0 } },
      customMaterialPerM2: 0,
      backBoardPerM2: 0,
      drawerBoardPerM2: 0,
      edgeBandPerMetre: 0,
      hardware: {},
      assemblyPerItem: 0,
      cuttingPerSheet: 0,
    });
  });

  it('keeps null as "custom material on request"', () => {
    expect(priceListSchema.parse({ ...WIRE, customMaterialPerM2: null })).toMatchObject({
      customMaterialPerM2: null,
    });
  });

  it('accepts the limits', () => {
    expect(
      errors({
        ...WIRE,
        taxRate: 1,
        minimumOrder: Number.MAX_SAFE_INTEGER,
        materials: { '1': { perM2: 0, wastePercent: 100 }, '2': { perM2: 1, wastePercent: 12.25 } },
      }),
    ).toEqual([]);
    expect(errors({ ...WIRE, taxRate: 0.2125 })).toEqual([]);
    expect(errors({ ...WIRE, taxRate: 0 })).toEqual([]);
  });

  it.each([
    ['a lower-case currency', { currency: 'eur' }, [['currency', 'invalidCurrency']]],
    ['an unknown currency', { currency: 'ABC' }, [['currency', 'invalidCurrency']]],
    ['a currency of 4 letters', { currency: 'EURO' }, [['currency', 'invalidCurrency']]],
    ['a currency that is no text', { currency: 978 }, [['currency', 'invalidCurrency']]],
    ['a negative amount', { edgeBandPerMetre: -1 }, [['edgeBandPerMetre', 'invalidAmount']]],
    ['a fractional amount', { minimumOrder: 10.5 }, [['minimumOrder', 'invalidAmount']]],
    ['an amount as text', { assemblyPerItem: '150' }, [['assemblyPerItem', 'invalidAmount']]],
    ['a huge amount', { cuttingPerSheet: 1e20 }, [['cuttingPerSheet', 'amountTooLarge']]],
    [
      'an amount one above the safe integers',
      { backBoardPerM2: Number.MAX_SAFE_INTEGER + 1 },
      [['backBoardPerM2', 'amountTooLarge']],
    ],
    ['a tax rate of 1.5', { taxRate: 1.5 }, [['taxRate', 'invalidTaxRate']]],
    ['a negative tax rate', { taxRate: -0.1 }, [['taxRate', 'invalidTaxRate']]],
    ['a tax rate of 5 decimals', { taxRate: 0.21005 }, [['taxRate', 'invalidTaxRate']]],
    [
      'a waste of 101 %',
      { materials: { '1': { perM2: 100, wastePercent: 101 } } },
      [['materials.1.wastePercent', 'invalidWastePercent']],
    ],
    [
      'a waste of 3 decimals',
      { materials: { '1': { perM2: 100, wastePercent: 1.125 } } },
      [['materials.1.wastePercent', 'invalidWastePercent']],
    ],
    [
      'a negative price per sheet',
      { materials: { '1': { perSheet: -5 } } },
      [['materials.1.perSheet', 'invalidAmount']],
    ],
    [
      'both prices of a tile',
      { materials: { '1': { perSheet: 100, perM2: 100 } } },
      [['materials.1', 'invalidMaterialPrice']],
    ],
    ['no price for a tile', { materials: { '1': {} } }, [['materials.1', 'invalidMaterialPrice']]],
    [
      'a waste with a per-sheet price',
      { materials: { '1': { perSheet: 100, wastePercent: 5 } } },
      [['materials.1', 'invalidMaterialPrice']],
    ],
    [
      'a tile id that is no positive integer',
      { materials: { '0': { perSheet: 1 }, abc: { perSheet: 1 }, '01': { perSheet: 1 } } },
      [
        ['materials.0', 'invalidTileId'],
        ['materials.abc', 'invalidTileId'],
        ['materials.01', 'invalidTileId'],
      ],
    ],
    [
      'an unknown hardware type',
      { hardware: { nail: 5 } },
      [['hardware.nail', 'unknownAccessory']],
    ],
    [
      'a negative hardware price',
      { hardware: { hinge: -5 } },
      [['hardware.hinge', 'invalidAmount']],
    ],
    [
      'a custom material price below 0',
      { customMaterialPerM2: -1 },
      [['customMaterialPerM2', 'invalidAmount']],
    ],
  ] as const)('refuses %s with a coded field error', (_case, change, expected) => {
    expect(errors({ ...WIRE, ...change })).toEqual(expected);
  });

  it('asks for the currency when any price is given', () => {
    expect(errors({ version: 1, edgeBandPerMetre: 90 })).toEqual([['currency', 'Required']]);
  });

  it('refuses a version that is not a non-negative integer', () => {
    expect(errors({ version: -1 }).map(([path]) => path)).toEqual(['version']);
    expect(errors({ version: 1.5 }).map(([path]) => path)).toEqual(['version']);
    expect(errors({}).map(([path]) => path)).toEqual(['version']);
  });
});

describe('priceListUpdateSchema (PUT /api/price-list)', () => {
  it('takes the whole list with the version read', () => {
    expect(priceListUpdateSchema.parse(WIRE)).toEqual(WIRE);
  });

  it('takes the version alone to empty the list', () => {
    expect(priceListUpdateSchema.parse({ version: 4 })).toEqual({ version: 4 });
  });

  it('asks for every field of a list', () => {
    const { hardware: _hardware, cuttingPerSheet: _cutting, ...partial } = WIRE;
    expect(errors(partial, priceListUpdateSchema)).toEqual([
      ['hardware', 'Required'],
      ['cuttingPerSheet', 'Required'],
    ]);
  });

  it('codes its field errors as the list does', () => {
    expect(errors({ ...WIRE, taxRate: 1.5, currency: 'xx' }, priceListUpdateSchema)).toEqual([
      ['currency', 'invalidCurrency'],
      ['taxRate', 'invalidTaxRate'],
    ]);
  });
});

describe('isCurrencyCode', () => {
  it('knows ISO 4217 codes', () => {
    for (const code of ['EUR', 'USD', 'GBP', 'MXN', 'JPY']) expect(isCurrencyCode(code)).toBe(true);
    for (const code of ['eur', 'EU', 'EURO', '', 'E1R']) expect(isCurrencyCode(code)).toBe(false);
  });
});
