import { describe, expect, it } from 'vitest';
import { PROPERTY_FLAGS } from './catalogue';
import {
  OPTION_FIELDS,
  OPTION_FIELDS_BY_FLAG,
  OPTION_KINDS,
  askedOptionFields,
  isBaseType,
  maxShelvesForHeight,
  optionFieldsFor,
  shelfQuantityChoices,
} from './item-options';
import {
  BOOLEAN_OPTIONS,
  HEIGHT_OPTIONS,
  INTEGER_OPTIONS,
  MEASUREMENT_OPTIONS,
} from './item-schema';

describe('OPTION_FIELDS_BY_FLAG', () => {
  it.each([
    ['cabinetMaterial', ['material']],
    ['cutOrientation', ['orientation']],
    ['screwsAssembly', ['screws']],
    ['dowellAssembly', ['dowell']],
    ['wallMount', ['wallmount']],
    ['wallMountBase', ['wallmountbase']],
    ['hingesHoles', ['hinges']],
    ['includeDoor', ['door']],
    ['jProfile', ['jheight', 'jdeep']],
    ['cProfile', ['cheight', 'cdeep']],
    ['shelfQuantity', ['shelfquantity']],
    ['frontDrawer', ['frontdrawer']],
    ['holesFrontDrawer', ['holesfrontdrawer']],
    ['shelfUpperQuantity', ['shelfupperlevel']],
    ['shelfLowerQuantity', ['shelflowerlevel']],
    ['pantryWallHeight', ['wheight']],
    ['pantryBaseHeight', ['bheight']],
    ['fixedShelf', ['fixedshelf1', 'fixedshelf2', 'fixedshelf3']],
    [
      'adjustableShelf',
      [
        'adjustableshelf1',
        'adjustableshelf2',
        'adjustableshelf3',
        'adjustableshelf4',
        'adjustableshelf5',
        'adjustableshelf6',
      ],
    ],
    ['drawerSlides', ['slidemarks1', 'slidemarks2', 'slidemarks3']],
    ['doorWidth', ['dwidth']],
    ['doorHeight', ['dheight']],
    ['uDoorHeight', ['udheight']],
    ['lDoorHeight', ['ldheight']],
    ['drawerHeight', ['dwheight']],
    ['holesHingesDowel', ['holeshingesdowel']],
    ['holesHorzHinge', ['holeshorzhinge']],
    ['internalDrawer', ['intdrawer']],
    ['frontDrawerHeight', ['fdrwheight']],
  ] as const)('%s switches on %j', (flag, fields) => {
    expect(OPTION_FIELDS_BY_FLAG[flag]).toEqual(fields);
    expect(optionFieldsFor({ [flag]: true })).toEqual(fields);
  });

  it('covers every flag and every option field of the item exactly once', () => {
    expect(Object.keys(OPTION_FIELDS_BY_FLAG).sort()).toEqual([...PROPERTY_FLAGS].sort());
    const itemOptions = [
      'orientation',
      'material',
      ...BOOLEAN_OPTIONS,
      ...INTEGER_OPTIONS,
      ...HEIGHT_OPTIONS,
      ...MEASUREMENT_OPTIONS,
    ];
    expect([...OPTION_FIELDS].sort()).toEqual(itemOptions.sort());
    expect(Object.keys(OPTION_KINDS).sort()).toEqual(itemOptions.sort());
  });

  it('switches on nothing for false or missing flags, and keeps flag order', () => {
    expect(optionFieldsFor({})).toEqual([]);
    expect(optionFieldsFor({ hingesHoles: false })).toEqual([]);
    expect(optionFieldsFor({ internalDrawer: true, cabinetMaterial: true })).toEqual([
      'material',
      'intdrawer',
    ]);
  });
});

describe('shelf quantity choices', () => {
  it.each([
    // type, height in inches, choices
    ['Wall 1 Door', null, [0, 1, 2, 3]],
    ['Wall 1 Door', 24, [0, 1]],
    ['Wall 1 Door', 24.01, [0, 1, 2]],
    ['Wall 1 Door', 36, [0, 1, 2]],
    ['Wall 1 Door', 42, [0, 1, 2, 3]],
    ['Wall 1 Door', 90, [0, 1, 2, 3]],
    ['Base 1 Door', null, [0, 1]],
    ['Base 2 Doors', 34.5, [0, 1]],
    ['Base', 12, [0, 1]],
    ['Pantry 1 Door', null, [0, 1, 2, 3, 4, 5, 6]],
    ['Pantry 2 Door', 48, [0, 1, 2, 3, 4]],
    ['Pantry 2 Door', 54, [0, 1, 2, 3, 4, 5]],
    ['Pantry 2 Door', 60, [0, 1, 2, 3, 4, 5, 6]],
    ['Pantry 2 Door', 96, [0, 1, 2, 3, 4, 5, 6]],
    ['pantry 1 door', 84, [0, 1, 2, 3, 4, 5, 6]],
    ['Pantry 3 Door', 84, [0, 1, 2, 3]],
    ['Baseboard', null, [0, 1, 2, 3]],
  ])('%s at %s in offers %j', (type, inches, choices) => {
    expect(shelfQuantityChoices(type, inches === null ? null : inches * 25.4)).toEqual(choices);
  });

  it.each([
    [24, 1],
    [36, 2],
    [42, 3],
    [48, 4],
    [54, 5],
    [60, 6],
    [61, 6],
    [1, 1],
  ])('a cabinet %d in high takes at most %d shelves', (inches, most) => {
    expect(maxShelvesForHeight(inches * 25.4)).toBe(most);
  });

  it('reads Base types by the first word of the name', () => {
    expect(isBaseType('Base 1 Door')).toBe(true);
    expect(isBaseType(' base corner')).toBe(true);
    expect(isBaseType('Baseboard')).toBe(false);
    expect(isBaseType('Wall Base')).toBe(false);
  });
});

describe('askedOptionFields: one adjustable shelf height per shelf chosen (docs/product.md §9)', () => {
  const pantry = { fixedShelf: true, shelfQuantity: true, adjustableShelf: true };
  const adjustable = (fields: readonly string[]) =>
    fields.filter((field) => field.startsWith('adjustableshelf'));

  it.each([
    ['', []],
    ['0', []],
    ['1', ['adjustableshelf1']],
    [3, ['adjustableshelf1', 'adjustableshelf2', 'adjustableshelf3']],
    ['6', OPTION_FIELDS_BY_FLAG.adjustableShelf],
    ['two', []],
    [null, []],
  ] as const)('%j shelves ask for %j', (count, heights) => {
    expect(adjustable(askedOptionFields(pantry, count))).toEqual(heights);
  });

  it('keeps the fixed shelves and the count itself whatever the count', () => {
    const fields = askedOptionFields(pantry, '1');
    expect(fields).toEqual(expect.arrayContaining(['fixedshelf1', 'fixedshelf3', 'shelfquantity']));
  });

  it('asks for all six heights when the model asks for no count', () => {
    expect(adjustable(askedOptionFields({ adjustableShelf: true }, ''))).toHaveLength(6);
  });
});
