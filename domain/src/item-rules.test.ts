import { describe, expect, it } from 'vitest';
import type { PropertyFlags } from './catalogue';
import type { ItemFormValues } from './item-form-values';
import { itemFormValuesFromItem } from './item-form-values';
import { checkItem, validateItem } from './item-rules';
import { MESSAGES } from './messages';
import type { Unit } from './units';
import { BASE_BOUNDS, formValues, furnitureModel, item } from './testing/small-catalogue';

/**
 * Validates with the sample bounds (x 10..48 in, y 24..36 in, z 12..24 in); each bad field
 * with the domain text of its message code, as the tables below read best.
 */
function errorsFor(
  overrides: Partial<ItemFormValues>,
  options: {
    properties?: PropertyFlags;
    unit?: Unit;
    type?: string;
    bounds?: typeof BASE_BOUNDS;
  } = {},
) {
  const model = furnitureModel(options.properties ?? {}, options.bounds ?? BASE_BOUNDS);
  const codes = validateItem(
    formValues(overrides),
    model,
    options.type ?? 'Wall 1 Door',
    options.unit ?? 'in',
  );
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, MESSAGES[code]]),
  ) as Record<string, string>;
}

describe('size against the model bounds (docs/product.md §5)', () => {
  it('accepts a valid item', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('gives the form the code of each message, for the screen to translate', () => {
    const model = furnitureModel();
    expect(
      validateItem(formValues({ x: '', y: 'abc', z: '99' }), model, 'Wall 1 Door', 'in'),
    ).toEqual({ x: 'required', y: 'invalidFormat', z: 'outOfParameters' });
  });

  it.each([
    // field, entry, unit, message
    ['x', '', 'in', 'required'],
    ['x', 'abc', 'in', 'invalid format'],
    ['x', '1-1/2', 'in', 'invalid format'],
    ['x', '9 3/4', 'in', 'out of parameters'],
    ['x', '10', 'in', undefined],
    ['x', '48', 'in', undefined],
    ['x', '48 1/16', 'in', 'out of parameters'],
    ['x', '253.99', 'mm', 'out of parameters'],
    ['x', '254', 'mm', undefined],
    ['x', '1219.2', 'mm', undefined],
    ['x', '1219.21', 'mm', 'out of parameters'],
    ['x', '3/4', 'mm', 'invalid format'],
    ['y', '24', 'in', undefined],
    ['y', '23 15/16', 'in', 'out of parameters'],
    ['y', '36.01', 'in', 'out of parameters'],
    ['y', '914.4', 'mm', undefined],
    ['z', '', 'in', 'required'],
    ['z', '11.99', 'in', 'out of parameters'],
    ['z', '24', 'in', undefined],
    ['z', '25', 'in', 'out of parameters'],
  ] as const)('%s = %j (%s) -> %s', (field, entry, unit, message) => {
    const sizes = unit === 'mm' ? { x: '600', y: '700', z: '500' } : {};
    expect(errorsFor({ ...sizes, [field]: entry }, { unit })[field]).toBe(message);
  });

  it('checks depth only when zmin is above 0', () => {
    const flat = { ...BASE_BOUNDS, zmin: 0, zmax: 0 };
    expect(errorsFor({ z: '' }, { bounds: flat })).toEqual({});
    expect(errorsFor({ z: '99' }, { bounds: flat })).toEqual({});
    expect(errorsFor({ z: 'deep' }, { bounds: flat })).toEqual({ z: 'invalid format' });
  });
});

describe('quantity and description', () => {
  it.each([
    ['', 'required'],
    ['0', 'out of parameters'],
    ['1', undefined],
    ['12', undefined],
    ['9999', undefined],
    ['10000', 'out of parameters'],
    ['1.5', 'invalid format'],
    ['-1', 'invalid format'],
    ['two', 'invalid format'],
  ])('quantity %j -> %s', (quantity, message) => {
    expect(errorsFor({ quantity }).quantity).toBe(message);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(20), undefined],
    [` ${'x'.repeat(20)} `, undefined],
    ['x'.repeat(21), '20 characters max.'],
  ])('description %j -> %s', (description, message) => {
    expect(errorsFor({ description }).description).toBe(message);
  });
});

describe('options switched on by the model flags', () => {
  const everyFlag: PropertyFlags = {
    cabinetMaterial: true,
    cutOrientation: true,
    screwsAssembly: true,
    dowellAssembly: true,
    wallMount: true,
    wallMountBase: true,
    hingesHoles: true,
    includeDoor: true,
    jProfile: true,
    cProfile: true,
    shelfQuantity: true,
    frontDrawer: true,
    holesFrontDrawer: true,
    shelfUpperQuantity: true,
    shelfLowerQuantity: true,
    pantryWallHeight: true,
    pantryBaseHeight: true,
    fixedShelf: true,
    adjustableShelf: true,
    drawerSlides: true,
    doorWidth: true,
    doorHeight: true,
    uDoorHeight: true,
    lDoorHeight: true,
    drawerHeight: true,
    holesHingesDowel: true,
    holesHorzHinge: true,
    internalDrawer: true,
    frontDrawerHeight: true,
  };

  it("says 'required' for every empty switched-on option except the optional heights", () => {
    expect(Object.keys(errorsFor({}, { properties: everyFlag })).sort()).toEqual(
      [
        'material',
        'orientation',
        'screws',
        'dowell',
        'wallmount',
        'wallmountbase',
        'hinges',
        'door',
        'jheight',
        'jdeep',
        'cheight',
        'cdeep',
        'shelfquantity',
        'frontdrawer',
        'holesfrontdrawer',
        'shelfupperlevel',
        'shelflowerlevel',
        'dwidth',
        'dheight',
        'udheight',
        'ldheight',
        'dwheight',
        'holeshingesdowel',
        'holeshorzhinge',
        'intdrawer',
        'fdrwheight',
      ].sort(),
    );
    expect(new Set(Object.values(errorsFor({}, { properties: everyFlag })))).toEqual(
      new Set(['required']),
    );
  });

  it('ignores options the model does not switch on', () => {
    expect(errorsFor({ hinges: 'maybe', shelfquantity: '9', dwidth: 'wide' })).toEqual({});
  });

  it.each([
    // flag, field, entry, message
    ['cutOrientation', 'orientation', 'Vertical', undefined],
    ['cutOrientation', 'orientation', 'Horizontal', undefined],
    ['cutOrientation', 'orientation', 'vertical', 'invalid format'],
    ['cabinetMaterial', 'material', 'Finish', undefined],
    ['cabinetMaterial', 'material', 'Oak', 'invalid format'],
    ['hingesHoles', 'hinges', 'true', undefined],
    ['hingesHoles', 'hinges', 'false', undefined],
    ['hingesHoles', 'hinges', 'yes', 'invalid format'],
    ['internalDrawer', 'intdrawer', '', 'required'],
    ['holesFrontDrawer', 'holesfrontdrawer', '0', undefined],
    ['holesFrontDrawer', 'holesfrontdrawer', '3', undefined],
    ['holesFrontDrawer', 'holesfrontdrawer', '10', undefined],
    ['holesFrontDrawer', 'holesfrontdrawer', '5', 'out of parameters'],
    ['holesFrontDrawer', 'holesfrontdrawer', '3mm', 'invalid format'],
    ['shelfUpperQuantity', 'shelfupperlevel', '0', undefined],
    ['shelfUpperQuantity', 'shelfupperlevel', '5', undefined],
    ['shelfUpperQuantity', 'shelfupperlevel', '6', 'out of parameters'],
    ['shelfLowerQuantity', 'shelflowerlevel', '2.5', 'invalid format'],
    ['doorWidth', 'dwidth', '11 7/8', undefined],
    ['doorWidth', 'dwidth', '0', 'out of parameters'],
    ['doorHeight', 'dheight', 'tall', 'invalid format'],
    ['frontDrawerHeight', 'fdrwheight', '6.5', undefined],
  ] as const)('%s: %s = %j -> %s', (flag, field, entry, message) => {
    expect(errorsFor({ [field]: entry }, { properties: { [flag]: true } })[field]).toBe(message);
  });
});

describe('C and J profile sizes are millimetres whatever the order unit', () => {
  it.each([
    ['jheight', '57', undefined],
    ['jdeep', '26', undefined],
    ['cheight', '74', undefined],
    ['cdeep', '25.5', undefined],
    ['cheight', '2 7/8', 'invalid format'],
    ['jheight', '3/4', 'invalid format'],
    ['jdeep', '0', 'out of parameters'],
  ] as const)('%s = %j in an inch order -> %s', (field, entry, message) => {
    const properties = { jProfile: true, cProfile: true };
    const sizes = { jheight: '57', jdeep: '26', cheight: '74', cdeep: '26' };
    expect(errorsFor({ ...sizes, [field]: entry }, { properties, unit: 'in' })[field]).toBe(
      message,
    );
  });
});

describe('shelf quantity by type name and height', () => {
  const properties = { shelfQuantity: true };
  it.each([
    ['Base 1 Door', '30', '1', undefined],
    ['Base 1 Door', '30', '2', 'out of parameters'],
    ['Wall 1 Door', '30', '2', undefined],
    ['Wall 1 Door', '24', '2', 'out of parameters'],
    ['Wall 1 Door', '36', '4', 'out of parameters'],
    ['Pantry 1 Door', '36', '2', undefined],
    ['Pantry 1 Door', '36', '3', 'out of parameters'],
    ['Wall 1 Door', '30', '7', 'out of parameters'],
    ['Wall 1 Door', '30', 'two', 'invalid format'],
    ['Wall 1 Door', 'bad', '3', undefined],
  ])('%s, %s in high, %s shelves -> %s', (type, y, shelfquantity, message) => {
    expect(errorsFor({ y, shelfquantity }, { properties, type }).shelfquantity).toBe(message);
  });

  it('lets a tall pantry take 4 to 6 shelves', () => {
    const tall = { ...BASE_BOUNDS, ymax: 2400 };
    expect(
      errorsFor(
        { y: '84', shelfquantity: '6' },
        { properties, type: 'Pantry 2 Door', bounds: tall },
      ),
    ).toEqual({});
    expect(
      errorsFor({ y: '84', shelfquantity: '4' }, { properties, type: 'Wall 1 Door', bounds: tall })
        .shelfquantity,
    ).toBe('out of parameters');
  });
});

describe('shelf and slide heights', () => {
  const properties = { adjustableShelf: true, fixedShelf: true, drawerSlides: true };

  it('are not required', () => {
    expect(errorsFor({}, { properties })).toEqual({});
  });

  it.each([
    ['adjustableshelf1', '12 1/2', 'in', undefined],
    ['adjustableshelf6', '0.1', 'in', undefined],
    ['fixedshelf2', '0.09', 'in', 'out of parameters'],
    ['slidemarks3', '0', 'in', 'out of parameters'],
    ['fixedshelf1', '30', 'in', undefined],
    ['fixedshelf1', '30.01', 'in', 'out of parameters'],
    ['adjustableshelf2', 'high', 'in', 'invalid format'],
    ['slidemarks1', '300', 'mm', undefined],
    ['slidemarks1', '2.5', 'mm', 'out of parameters'],
    ['slidemarks1', '762.01', 'mm', 'out of parameters'],
  ] as const)('%s = %j (%s) -> %s', (field, entry, unit, message) => {
    const sizes = unit === 'mm' ? { x: '600', y: '762', z: '500' } : { y: '30' };
    expect(errorsFor({ ...sizes, [field]: entry }, { properties, unit })[field]).toBe(message);
  });
});

describe('adjustable shelf heights follow the number of shelves', () => {
  const properties = { shelfQuantity: true, adjustableShelf: true };

  it('reads the heights of the shelves chosen and ignores the ones beyond', () => {
    expect(
      errorsFor(
        { y: '30', shelfquantity: '1', adjustableshelf1: 'high', adjustableshelf2: 'x' },
        { properties },
      ),
    ).toEqual({ adjustableshelf1: 'invalid format' });
    expect(
      errorsFor({ y: '30', shelfquantity: '2', adjustableshelf2: 'x' }, { properties }),
    ).toEqual({ adjustableshelf2: 'invalid format' });
  });

  it('gives the server the same verdict: a height beyond the count is no error', () => {
    const model = furnitureModel(properties);
    const extra = item({ shelfquantity: 1, adjustableshelf1: 10, adjustableshelf3: 999 });
    expect(checkItem(extra, model, 'Wall 1 Door', 'in')).toEqual([]);
  });
});

describe('pantry wall and base heights', () => {
  const properties = { pantryWallHeight: true, pantryBaseHeight: true };

  it('need a base height only next to a wall height', () => {
    expect(errorsFor({}, { properties })).toEqual({});
    expect(errorsFor({ wheight: '40' }, { properties })).toEqual({ bheight: 'required' });
    expect(errorsFor({ wheight: '40', bheight: '44' }, { properties })).toEqual({});
    expect(errorsFor({ wheight: '-4', bheight: '44' }, { properties })).toEqual({
      wheight: 'invalid format',
    });
  });
});

describe('checkItem (server side, same rules)', () => {
  const model = furnitureModel({ cutOrientation: true, hingesHoles: true, shelfQuantity: true });

  it('finds nothing wrong with a valid item', () => {
    expect(checkItem(item(), model, 'Base 1 Door', 'in', 0)).toEqual([]);
  });

  it('names the item and field in each path', () => {
    const bad = item({ x: 60, hinges: null, shelfquantity: 2, description: ' ' });
    expect(checkItem(bad, model, 'Base 1 Door', 'in', 3)).toEqual([
      { path: 'cabinets.3.x', code: 'outOfParameters', message: 'out of parameters' },
      { path: 'cabinets.3.description', code: 'required', message: 'required' },
      { path: 'cabinets.3.hinges', code: 'required', message: 'required' },
      { path: 'cabinets.3.shelfquantity', code: 'outOfParameters', message: 'out of parameters' },
    ]);
    expect(checkItem(bad, model, 'Base 1 Door', 'in')[0]?.path).toBe('x');
  });

  it('uses the model it is given, not the bounds the item carries', () => {
    const lying = item({ x: 100, validations: { ...BASE_BOUNDS, xmax: 5000 } });
    expect(checkItem(lying, model, 'Base 1 Door', 'in', 0)).toEqual([
      { path: 'cabinets.0.x', code: 'outOfParameters', message: 'out of parameters' },
    ]);
  });

  it('gives the same verdict as the form for the same entries', () => {
    const bad = item({ x: 5, quantity: 10000, orientation: null });
    const fromForm = validateItem(itemFormValuesFromItem(bad), model, 'Wall 1 Door', 'in');
    const fromServer = checkItem(bad, model, 'Wall 1 Door', 'in');
    expect(Object.fromEntries(fromServer.map((e) => [e.path, e.code]))).toEqual(fromForm);
    expect(fromForm).toEqual({
      x: 'outOfParameters',
      quantity: 'outOfParameters',
      orientation: 'required',
    });
  });
});
