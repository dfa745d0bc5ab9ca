import { describe, expect, it } from 'vitest';
import { cabinetColourOf, finishMaterialOf, materialsFromWire } from './order-materials';
import type { WireMaterial } from './schemas';
import { tree } from './testing/small-catalogue';

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

describe('materialsFromWire', () => {
  it('finds the cabinet colour and the finish of a stored order', () => {
    const { materials, errors } = materialsFromWire(readyMade, tree, 'in');
    expect(errors).toEqual([]);
    expect(cabinetColourOf({ material: materials })?.name).toBe('White');
    expect(finishMaterialOf({ material: materials })?.name).toBe('Matte');
  });

  it('takes a ready-made colour only from the colour tiles, at the top of the catalogue', () => {
    expect(materialsFromWire({ ...readyMade, color: 2 }, tree, 'in').errors).toEqual([]);
    expect(materialsFromWire({ ...readyMade, color: 10 }, tree, 'in').errors).toEqual([
      { path: 'material.0.color', code: 'unknownColour', message: 'unknown colour' },
    ]);
  });

  it('still builds the entries it can when the other one is refused', () => {
    const { materials, errors } = materialsFromWire({ ...readyMade, id: 404 }, tree, 'in');
    expect(materials.map((entry) => entry.name)).toEqual(['White']);
    expect(errors.map((error) => error.path)).toEqual(['material.0.id']);
  });
});
