import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import {
  emptyMaterialFormValues,
  materialFormValuesFrom,
  materialFromFormValues,
  readyMadeMaterial,
  validateMaterialForm,
} from './material-form';
import { materialChoiceSchema } from './schemas';

const valid = { name: 'Walnut veneer', x: '96', y: '48', z: '3/4', grain: 'true' };

describe('custom material form (docs/product.md §5)', () => {
  it('asks for every field', () => {
    expect(validateMaterialForm(emptyMaterialFormValues(), 'in')).toEqual({
      name: 'Required',
      x: 'Required',
      y: 'Required',
      z: 'Required',
      grain: 'Required',
    });
    expect(validateMaterialForm({ ...valid, name: 'x'.repeat(256) }, 'in')).toEqual({
      name: 'tooLong',
    });
  });

  it.each([
    ['in', '1 1/4', undefined],
    ['in', '1.5', undefined],
    // A decimal comma before one or two digits; before three, a thousands separator (refused).
    ['in', '1,5', undefined],
    ['in', '1,500', 'invalidFormat'],
    ['in', '0', 'invalidFormat'],
    ['mm', '18', undefined],
    ['mm', '3/4', 'invalidFormat'],
  ] as const)('reads a %s size %j -> %s', (unit, z, code) => {
    expect(validateMaterialForm({ ...valid, z }, unit).z).toBe(code);
  });

  it('builds a custom material of the given type', () => {
    const material = materialFromFormValues({ ...valid, grain: 'false' }, 'in', 'cabinet');
    expect(material).toEqual({
      id: null,
      name: 'Walnut veneer',
      x: 96,
      y: 48,
      z: 0.75,
      grain: false,
      unit: 'in',
      custom: true,
      materialType: 'cabinet',
    });
    expect(materialChoiceSchema.safeParse(material).success).toBe(true);
    expect(materialFormValuesFrom(material)).toEqual({ ...valid, z: '0.75', grain: 'false' });
  });

  it('refuses to build from an invalid form', () => {
    expect(() => materialFromFormValues({ ...valid, name: ' ' }, 'in', 'finish')).toThrow(
      ValidationError,
    );
  });

  it('makes a ready-made choice from a tile', () => {
    const choice = readyMadeMaterial({ id: 5, name: 'Matte' }, 'mm');
    expect(choice).toMatchObject({ id: 5, name: 'Matte', custom: false, x: null, grain: null });
    expect(materialChoiceSchema.safeParse(choice).success).toBe(true);
  });
});
