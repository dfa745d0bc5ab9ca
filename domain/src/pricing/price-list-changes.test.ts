import { describe, expect, it } from 'vitest';
import { EMPTY_PRICE_LIST, type SetPriceList } from './price-list';
import { priceListChanges } from './price-list-changes';

const LIST: SetPriceList = {
  version: 1,
  currency: 'EUR',
  taxRate: 0.21,
  pricesIncludeTax: false,
  minimumOrder: 0,
  materials: { '1': { perSheet: 4500 } },
  customMaterialPerM2: null,
  backBoardPerM2: 0,
  drawerBoardPerM2: 0,
  edgeBandPerMetre: 25,
  hardware: { hinge: 150 },
  assemblyPerItem: 0,
  cuttingPerSheet: 0,
};

describe('priceListChanges', () => {
  it('names each changed price by its path, before and after', () => {
    const after: SetPriceList = {
      ...LIST,
      version: 2,
      materials: { '1': { perM2: 1250, wastePercent: 10 } },
      hardware: { hinge: 200, toeKick: 375 },
    };
    expect(priceListChanges(LIST, after)).toEqual([
      { field: 'materials.1.perSheet', before: 4500, after: null },
      { field: 'hardware.hinge', before: 150, after: 200 },
      { field: 'materials.1.perM2', before: null, after: 1250 },
      { field: 'materials.1.wastePercent', before: null, after: 10 },
      { field: 'hardware.toeKick', before: null, after: 375 },
    ]);
  });

  it('gives every price of a first list, and none for the same list again', () => {
    const first = priceListChanges(EMPTY_PRICE_LIST, LIST);
    expect(first[0]).toEqual({ field: 'currency', before: null, after: 'EUR' });
    expect(first).toContainEqual({ field: 'customMaterialPerM2', before: null, after: null });
    // currency, taxRate, pricesIncludeTax, minimumOrder, materials.1.perSheet, customMaterialPerM2,
    // backBoardPerM2, drawerBoardPerM2, edgeBandPerMetre, hardware.hinge, assemblyPerItem, cuttingPerSheet
    expect(first).toHaveLength(12);
    expect(priceListChanges(LIST, { ...LIST, version: 2 })).toEqual([]);
  });

  it('gives every price leaving when the list is emptied', () => {
    expect(priceListChanges(LIST, { version: 2 })).toContainEqual({
      field: 'taxRate',
      before: 0.21,
      after: null,
    });
  });
});
