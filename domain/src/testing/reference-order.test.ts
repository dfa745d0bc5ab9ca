import { describe, expect, it } from 'vitest';
import { CONSTRUCTION_KINDS, acceptOrder, findModelContext } from '..';
import {
  LEGACY_DOOR_WIDTH,
  REFERENCE_ORDER_IN,
  REFERENCE_ORDER_MM,
  REFERENCE_STAMPS,
  REFERENCE_TREE,
  asStoredBeforeConstructionCheck,
  referenceItem,
  referenceStoredOrder,
} from './reference-order';

const allItems = [...REFERENCE_ORDER_MM.cabinets, ...REFERENCE_ORDER_IN.cabinets];
const kindOf = (id: number) => findModelContext(REFERENCE_TREE, id)!.model.model.construction;

describe('reference orders', () => {
  it('are accepted as they are: the stored items equal the ones sent', () => {
    for (const input of [REFERENCE_ORDER_MM, REFERENCE_ORDER_IN]) {
      const stored = referenceStoredOrder(input.unit);
      expect(stored.uuid).toBe(REFERENCE_STAMPS[input.unit].uuid);
      const sent =
        input.unit === 'mm' ? asStoredBeforeConstructionCheck(input.cabinets) : input.cabinets;
      expect(stored.cabinets).toEqual(sent);
    }
  });

  it('store the millimetre item 4 with the door width intake now refuses', () => {
    const index = LEGACY_DOOR_WIDTH.itemIndex;
    expect(REFERENCE_ORDER_MM.cabinets[index]?.dwidth).toBe(LEGACY_DOOR_WIDTH.sentMm);
    expect(referenceStoredOrder('mm').cabinets[index]?.dwidth).toBe(LEGACY_DOOR_WIDTH.storedMm);
    const refused = {
      ...REFERENCE_ORDER_MM,
      cabinets: asStoredBeforeConstructionCheck(REFERENCE_ORDER_MM.cabinets),
    };
    expect(() => acceptOrder(refused, REFERENCE_TREE, REFERENCE_STAMPS.mm)).toThrow(
      `cabinets.${index}.dwidth: At most 497 mm for each door of a pair in this cabinet`,
    );
  });

  it('hold 20 mm items and 8 inch items', () => {
    expect(REFERENCE_ORDER_MM.unit).toBe('mm');
    expect(REFERENCE_ORDER_MM.cabinets).toHaveLength(20);
    expect(REFERENCE_ORDER_IN.unit).toBe('in');
    expect(REFERENCE_ORDER_IN.cabinets).toHaveLength(8);
  });

  it('cover every construction kind, gola rail and slide type', () => {
    const constructions = allItems.map((item) => kindOf(item.cabinet.id));
    expect(new Set(constructions.map((c) => c.kind))).toEqual(new Set(CONSTRUCTION_KINDS));
    expect(new Set(constructions.map((c) => c.gola))).toEqual(
      new Set(['none', 'topJ', 'topJMidC']),
    );
    expect(new Set(allItems.map((item) => item.holesfrontdrawer))).toEqual(
      new Set([null, 0, 3, 10]),
    );
  });

  it('cover every customer override and hardware option', () => {
    const given = (field: keyof (typeof allItems)[number]) =>
      allItems.some((item) => item[field] !== null && item[field] !== false);
    for (const field of [
      'dwidth',
      'dheight',
      'udheight',
      'ldheight',
      'wheight',
      'bheight',
      'dwheight',
      'fdrwheight',
      'shelfquantity',
      'shelfupperlevel',
      'shelflowerlevel',
      'adjustableshelf1',
      'fixedshelf1',
      'slidemarks1',
      'jheight',
      'cheight',
      'hinges',
      'screws',
      'dowell',
      'wallmount',
      'wallmountbase',
      'intdrawer',
      'holeshingesdowel',
      'holeshorzhinge',
    ] as const) {
      expect(given(field), field).toBe(true);
    }
    // Fronts the customer leaves out.
    expect(allItems.some((item) => item.door === false)).toBe(true);
    expect(allItems.some((item) => item.frontdrawer === false)).toBe(true);
    expect(allItems.some((item) => item.quantity > 1)).toBe(true);
  });

  it('refuse an option the model does not ask for', () => {
    expect(() =>
      referenceItem(REFERENCE_ORDER_MM.cabinets[0]!.cabinet.id, {
        x: 500,
        y: 870,
        z: 560,
        description: 'Wrong',
        dheight: 300,
      }),
    ).toThrow('does not ask for dheight');
  });
});
