import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_SHEET } from '../../construction';
import type { StoredMaterial } from '../../schemas';
import { REFERENCE_TREE, referenceStoredOrder } from '../../testing';
import { explodeOrder, resolveMaterials, tileIdOfMaterialCode } from '.';

const tile = (
  materialType: StoredMaterial['materialType'],
  id: number,
  name: string,
): StoredMaterial => ({
  materialType,
  name,
  x: null,
  y: null,
  z: null,
  grain: null,
  catType: materialType === 'cabinet' ? 'Color' : 'Material',
  id,
});

describe('resolveMaterials', () => {
  it("takes a ready-made tile's sheet from the tree and its name from the order", () => {
    const [cabinet, finish] = resolveMaterials(
      [tile('cabinet', 6, 'Oak as ordered'), tile('finish', 27, 'Walnut Veneer')],
      REFERENCE_TREE,
    );
    expect(cabinet).toEqual({
      key: 'cabinet',
      code: 'COL-6',
      name: 'Oak as ordered',
      custom: false,
      sheetLengthMm: 2800,
      sheetWidthMm: 2070,
      thicknessMm: 18,
      grain: true,
    });
    expect(finish).toMatchObject({
      code: 'FIN-27',
      sheetLengthMm: 2500,
      sheetWidthMm: 1250,
      thicknessMm: 19,
    });
  });

  it('falls back to the default sheet for a tile that left the catalogue', () => {
    const [cabinet] = resolveMaterials([tile('cabinet', 999, 'Gone')], REFERENCE_TREE);
    expect(cabinet).toMatchObject({
      code: 'COL-999',
      name: 'Gone',
      sheetLengthMm: DEFAULT_TILE_SHEET.lengthMm,
      sheetWidthMm: DEFAULT_TILE_SHEET.widthMm,
      thicknessMm: DEFAULT_TILE_SHEET.thicknessMm,
      grain: false,
    });
  });

  it("converts a custom entry from its own unit, else the order's", () => {
    const custom: StoredMaterial = {
      materialType: 'finish',
      name: 'Own board',
      x: 2440,
      y: 1220,
      z: 16,
      grain: false,
      catType: 'Custom',
      id: null,
      unit: 'mm',
    };
    const { unit: _unit, ...noUnit } = custom;
    const [, inMm] = resolveMaterials([custom], REFERENCE_TREE, [], 'in');
    expect(inMm).toMatchObject({
      code: 'CUSTOM-FIN',
      custom: true,
      sheetLengthMm: 2440,
      sheetWidthMm: 1220,
      thicknessMm: 16,
    });
    // No unit recorded: the order's (inches): 2440 in = 61976 mm.
    const [, inInches] = resolveMaterials(
      [{ ...noUnit, x: 96, y: 48, z: 0.5 }],
      REFERENCE_TREE,
      [],
      'in',
    );
    expect(inInches).toMatchObject({
      sheetLengthMm: 2438.4,
      sheetWidthMm: 1219.2,
      thicknessMm: 12.7,
    });
  });

  it('reads a custom sheet long side first, its grain along the length', () => {
    // Entered as 48 1/2 x 96 3/4 in with grain: 48.5 x 25.4 = 1231.9 mm,
    // 96.75 x 25.4 = 2457.45 mm. The length is the long side: 2457.45 x 1231.9, grain along it.
    const [, finish] = resolveMaterials(
      [
        {
          materialType: 'finish',
          name: 'Walnut veneer',
          x: 48.5,
          y: 96.75,
          z: 0.75,
          grain: true,
          catType: 'Custom',
          id: null,
          unit: 'in',
        },
      ],
      REFERENCE_TREE,
    );
    expect(finish).toMatchObject({
      sheetLengthMm: 2457.45,
      sheetWidthMm: 1231.9,
      thicknessMm: 19.05,
      grain: true,
    });
  });

  it('reads the tile id back from a ready-made material code, and none from any other', () => {
    expect(
      ['COL-1', 'FIN-26', 'CUSTOM-CAB', 'COL-NONE', 'BACK-3', 'COL-1x'].map(tileIdOfMaterialCode),
    ).toEqual([1, 26, null, null, null, null]);
  });

  it('has no back material unless a construction has an applied back', () => {
    expect(resolveMaterials([], REFERENCE_TREE).map((m) => m.key)).toEqual(['cabinet', 'finish']);
  });
});

describe('explodeOrder', () => {
  it('reports an item whose model left the catalogue and builds the others, keeping indexes', () => {
    const order = referenceStoredOrder('mm');
    const gone = { ...order.cabinets[1]!, cabinet: { ...order.cabinets[1]!.cabinet, id: 9999 } };
    const exploded = explodeOrder(
      { ...order, cabinets: [order.cabinets[0]!, gone, order.cabinets[2]!] },
      REFERENCE_TREE,
    );
    expect(exploded.items.map((build) => build.index)).toEqual([1, 3]);
    expect(exploded.problems).toEqual([
      {
        index: 2,
        code: 'unknownModel',
        message:
          'Item 2 (Base 1 Door, model Base 1 Door Handleless, id 9999) is not in the catalogue any more: it cannot be built.',
      },
    ]);
  });

  it('copies the order unit and the item facts', () => {
    const exploded = explodeOrder(referenceStoredOrder('in'), REFERENCE_TREE);
    expect(exploded.unit).toBe('in');
    expect(exploded.items[0]).toMatchObject({
      index: 1,
      typeName: 'Base 1 Door',
      modelName: 'Base 1 Door',
      description: 'Base 20',
      quantity: 3,
      onLegs: true,
      legHeightMm: 100,
      hinges: true,
      assembly: { screws: true, dowels: false },
      wallClips: false,
    });
  });
});
