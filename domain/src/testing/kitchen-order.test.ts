import { describe, expect, it } from 'vitest';
import { findModelContext } from '..';
import { buildCutList, explodeOrder } from '../production';
import { KITCHEN_ORDER, KITCHEN_STAMP, kitchenStoredOrder } from './kitchen-order';
import { REFERENCE_TREE } from './reference-order';

const kindOf = (id: number) => findModelContext(REFERENCE_TREE, id)!.model.model.construction;

describe('the kitchen order', () => {
  it('is accepted as it is: the stored items equal the ones sent', () => {
    const stored = kitchenStoredOrder();
    expect(stored.uuid).toBe(KITCHEN_STAMP.uuid);
    expect(stored.unit).toBe('mm');
    expect(stored.cabinets).toEqual(KITCHEN_ORDER.cabinets);
    expect(stored.material.map((m) => [m.materialType, m.name])).toEqual([
      ['cabinet', 'Arctic White'],
      ['finish', 'Oak Veneer'],
    ]);
  });

  it('holds 20 items: base, corner, drawer, wall, lift-up, tall units, panels and fillers', () => {
    expect(KITCHEN_ORDER.cabinets).toHaveLength(20);
    const kinds = KITCHEN_ORDER.cabinets.map((item) => kindOf(item.cabinet.id).kind);
    expect(kinds).toEqual([
      'base',
      'drawerBase',
      'base',
      'base',
      'base',
      'drawerBase',
      'base',
      'cornerBlind',
      'cornerLazySusan',
      'wall',
      'wall',
      'wall',
      'liftUpWall',
      'wall',
      'tall',
      'tall',
      'panel',
      'panel',
      'filler',
      'doorOnly',
    ]);
  });

  it('explodes without a problem into a white carcass and oak fronts', () => {
    const exploded = explodeOrder(kitchenStoredOrder(), REFERENCE_TREE);
    expect(exploded.problems).toEqual([]);
    const cutList = buildCutList(exploded);
    expect(
      cutList.materials.map(({ material }) => [
        material.code,
        material.name,
        material.sheetLengthMm,
        material.sheetWidthMm,
        material.thicknessMm,
        material.grain,
      ]),
    ).toEqual([
      ['COL-1', 'Arctic White', 2800, 2070, 18, false],
      ['FIN-26', 'Oak Veneer', 2500, 1250, 19, true],
      // The drawer boxes of items 2, 4 (TANDEMBOX), 6 and 16 (wooden): the shop's 16 mm board.
      ['DRAWER-16', 'Drawer board 16 mm', 2800, 2070, 16, false],
    ]);
    // Item 1, the sink base 800 x 870 x 580 on 100 mm legs: box 770 high; two sides 770 x 580
    // (cut 579: 1 mm band on the front edge), bottom 800 - 36 = 764 wide.
    const sink = cutList.materials[0]!.cabinets[0]!;
    expect(sink.parts.map((p) => [p.code, p.cut.lengthMm, p.cut.widthMm, p.quantity])).toEqual([
      ['side1', 770, 579, 2],
      ['bottom1', 764, 579, 1],
      ['stretcher1', 764, 99, 1],
      ['stretcher2', 764, 100, 1],
      ['back1', 752, 764, 1],
      // Plinth run 1 (items 1-8): 800 + 600 + 450 + 500 + 900 + 800 + 300 x 2 + 1000 = 5650 in
      // 3 pieces of 1883.4, 1883.3 and 1883.3 (5650 / 3 = 1883.33: the 0.1 left on the first),
      // and the return at this end 580 - 50 - 18 = 512.
      ['plinth1', 1883.4, 99, 1],
      ['plinth2', 1883.3, 99, 2],
      ['plinth3', 512, 99, 1],
    ]);
  });
});
