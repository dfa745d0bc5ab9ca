import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { cabinetColourOf, finishMaterialOf, storedMaterialsFromWire } from './order-materials';
import type { WireMaterial } from './schemas';
import { tree } from './test-fixtures';

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

describe('storedMaterialsFromWire', () => {
  it('stores ready-made colour and finish with the catalogue names', () => {
    const stored = storedMaterialsFromWire(readyMade, tree, 'in');
    expect(stored).toEqual([
      {
        materialType: 'cabinet',
        name: 'White',
        x: null,
        y: null,
        z: null,
        grain: null,
        catType: 'Color',
        id: 1,
      },
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
    expect(cabinetColourOf({ material: stored })?.name).toBe('White');
    expect(finishMaterialOf({ material: stored })?.name).toBe('Matte');
  });

  it('keeps custom sizes, grain and unit', () => {
    const wire: WireMaterial = {
      id: null,
      name: 'Walnut',
      x: 2440,
      y: 1220,
      z: 18,
      grain: true,
      custom: true,
      unit: 'mm',
      color: {
        id: null,
        name: 'Teal',
        x: 96,
        y: 48,
        z: 0.75,
        grain: false,
        unit: 'in',
        custom: true,
        materialType: 'cabinet',
      },
    };
    expect(storedMaterialsFromWire(wire, tree, 'in')).toEqual([
      {
        materialType: 'cabinet',
        name: 'Teal',
        x: 96,
        y: 48,
        z: 0.75,
        grain: false,
        catType: 'Custom',
        id: null,
        unit: 'in',
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
        unit: 'mm',
      },
    ]);
  });

  it.each([
    ['a colour id that is a finish', { color: 5 }, 'material.0.color'],
    ['an unknown colour id', { color: 404 }, 'material.0.color'],
    ['the CUSTOM tile as a colour', { color: 3 }, 'material.0.color'],
    ['a finish id that is a colour', { id: 2 }, 'material.0.id'],
    ['a finish id that is a furniture node', { id: 30 }, 'material.0.id'],
  ])('refuses %s', (_case, overrides, path) => {
    try {
      storedMaterialsFromWire({ ...readyMade, ...overrides }, tree, 'in');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields.map((f) => f.path)).toEqual([path]);
    }
  });
});
