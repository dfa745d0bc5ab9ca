import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { ValidationError, type FieldError } from './errors';
import { acceptOrder } from './order-intake';
import type { OrderInput, WireMaterial } from './schemas';
import { BASE_BOUNDS, customer, item, storedWhite, tree } from './testing/small-catalogue';

const STAMP = {
  uuid: '0b9f5d3e-2c1a-4e7b-9a6d-3f2e1c0b9a8d',
  now: new Date('2026-11-22T10:00:00Z'),
};

const readyMade: WireMaterial = {
  id: 5,
  name: 'client says Gloss',
  x: null,
  y: null,
  z: null,
  grain: null,
  custom: false,
  color: 1,
};

function order(overrides: Partial<OrderInput> = {}): OrderInput {
  return {
    name: 'Kitchen',
    notes: 'After 3 pm',
    unit: 'in',
    message: '',
    customer,
    material: [readyMade],
    cabinets: [item()],
    ...overrides,
  };
}

/** The field errors acceptOrder throws for `input` (fails the test when it accepts it). */
function fieldErrorsOf(input: OrderInput): FieldError[] {
  try {
    acceptOrder(input, tree, STAMP);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).fields;
  }
  return expect.unreachable('the order was accepted');
}

describe('acceptOrder', () => {
  it('stores a valid order as Pending, version 1, with the given uuid and time', () => {
    const stored = acceptOrder(order(), tree, STAMP);
    expect(stored).toMatchObject({
      uuid: STAMP.uuid,
      status: 'Pending',
      name: 'Kitchen',
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      version: 1,
      customer,
      notes: 'After 3 pm',
      message: '',
      unit: 'in',
    });
    // The keys in the order the API has always answered them, then the language (since prices).
    expect(Object.keys(stored)).toEqual([
      'uuid',
      'status',
      'name',
      'createdAt',
      'updatedAt',
      'version',
      'customer',
      'notes',
      'message',
      'unit',
      'cabinets',
      'material',
      'language',
    ]);
    expect(stored.language).toBe('en');
  });

  it('keeps the language the order was placed in', () => {
    expect(acceptOrder({ ...order(), language: 'es' }, tree, STAMP).language).toBe('es');
  });

  it('stores ready-made colour and finish under their catalogue names', () => {
    expect(acceptOrder(order(), tree, STAMP).material).toEqual([
      storedWhite,
      {
        materialType: 'finish',
        name: 'Matte',
        x: null,
        y: null,
        z: null,
        grain: null,
        catType: 'Material',
        id: 5,
      },
    ]);
  });

  it('keeps custom materials as sent, in the order unit when they carry none', () => {
    const wire: WireMaterial = {
      id: null,
      name: 'Walnut',
      x: 2440,
      y: 1220,
      z: 18,
      grain: true,
      custom: true,
      color: {
        id: null,
        name: 'Teal',
        x: 96,
        y: 48,
        z: 0.75,
        grain: false,
        unit: 'mm',
        custom: true,
        materialType: 'cabinet',
      },
    };
    const stored = acceptOrder(order({ material: [wire] }), tree, STAMP);
    expect(stored.material).toEqual([
      {
        materialType: 'cabinet',
        name: 'Teal',
        x: 96,
        y: 48,
        z: 0.75,
        grain: false,
        catType: 'Custom',
        id: null,
        unit: 'mm',
      },
      {
        materialType: 'finish',
        name: 'Walnut',
        x: 2440,
        y: 1220,
        z: 18,
        grain: true,
        catType: 'Custom',
        id: null,
        unit: 'in',
      },
    ]);
  });

  it('overwrites names, option flags and bounds of each item with the catalogue facts', () => {
    const lying = item({
      name: 'Wall Cabinets',
      parentName: 'Wall 2 Doors',
      cabinet: { id: 30, name: 'liar', filepath: '/elsewhere.svg', custom: true },
      custom: true,
      properties: { screwsAssembly: true },
      validations: { ...BASE_BOUNDS, xmax: 5000 },
      screws: true,
    });
    const [stored] = acceptOrder(order({ cabinets: [lying] }), tree, STAMP).cabinets;
    expect(stored).toMatchObject({
      name: 'Base Cabinets',
      parentName: 'Base 1 Door',
      cabinet: { id: 30, name: 'B1D-24', filepath: '/models/b1d-24.svg', custom: false },
      custom: false,
      properties: { cutOrientation: true, hingesHoles: true, shelfQuantity: true },
      validations: BASE_BOUNDS,
      // An option the catalogue model does not ask for is not stored.
      screws: null,
      hinges: true,
      shelfquantity: 1,
    });
  });

  it('checks an item against the catalogue model, not the bounds it carries', () => {
    const lying = item({ x: 100, validations: { ...BASE_BOUNDS, xmax: 5000 } });
    expect(fieldErrorsOf(order({ cabinets: [lying] }))).toEqual([
      { path: 'cabinets.0.x', code: 'outOfParameters', message: MESSAGES.outOfParameters },
    ]);
  });

  it.each([
    ['an unknown model', 99_999],
    ['a type id where a model id belongs', 20],
    ['a category id where a model id belongs', 10],
  ])('refuses %s', (_case, id) => {
    const cabinets = [
      item(),
      item({ cabinet: { id, name: 'B1D-24', filepath: null, custom: false } }),
    ];
    expect(fieldErrorsOf(order({ cabinets }))).toEqual([
      { path: 'cabinets.1.cabinet.id', code: 'unknownModel', message: 'unknown model' },
    ]);
  });

  it.each([
    ['an unknown colour', { color: 404 }],
    ['the CUSTOM tile sent as a ready-made colour', { color: 3 }],
    ['a finish id as the colour', { color: 5 }],
  ])('refuses %s', (_case, overrides) => {
    expect(fieldErrorsOf(order({ material: [{ ...readyMade, ...overrides }] }))).toEqual([
      { path: 'material.0.color', code: 'unknownColour', message: 'unknown colour' },
    ]);
  });

  it.each([
    ['a colour id as the finish', { id: 1 }],
    ['the CUSTOM tile sent as a ready-made finish', { id: 6 }],
    ['a furniture node as the finish', { id: 30 }],
  ])('refuses %s', (_case, overrides) => {
    expect(fieldErrorsOf(order({ material: [{ ...readyMade, ...overrides }] }))).toEqual([
      { path: 'material.0.id', code: 'unknownMaterial', message: 'unknown material' },
    ]);
  });

  it('reports the errors of the materials and of every item at once', () => {
    const input = order({
      material: [{ ...readyMade, color: 999, id: 2 }],
      cabinets: [item({ x: 5 }), item({ hinges: null, description: '' }), item({ y: 100 })],
    });
    const fields = fieldErrorsOf(input);
    expect(fields.map(({ path, code }) => [path, code])).toEqual([
      ['material.0.color', 'unknownColour'],
      ['material.0.id', 'unknownMaterial'],
      ['cabinets.0.x', 'outOfParameters'],
      ['cabinets.1.description', 'required'],
      ['cabinets.1.hinges', 'required'],
      ['cabinets.2.y', 'outOfParameters'],
    ]);
    for (const field of fields) expect(field.message).toBe(MESSAGES[field.code]);
  });

  it('says every field error in the error message', () => {
    expect(() =>
      acceptOrder(order({ material: [{ ...readyMade, color: 999 }] }), tree, STAMP),
    ).toThrow('Invalid input: material.0.color: unknown colour');
  });
});
