import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { itemFromFormValues, withUnusedOptionsCleared } from './item-build';
import { emptyItemFormValues, itemFormValuesFromItem } from './item-form-values';
import { validateItem } from './item-rules';
import { itemSchema } from './item-schema';
import { formValues, item, modelContext, modelNode } from './testing/small-catalogue';

const context = { ...modelContext, unit: 'in' as const };

describe('itemFromFormValues', () => {
  it('builds the wire item from valid entries', () => {
    const built = itemFromFormValues(
      formValues({
        x: '23 7/8',
        y: '30.125',
        z: '24',
        quantity: '2',
        description: ' Sink ',
        orientation: 'Vertical',
        hinges: 'false',
        shelfquantity: '1',
      }),
      context,
    );
    expect(built).toMatchObject({
      name: 'Base Cabinets',
      parentName: 'Base 1 Door',
      cabinet: { id: 30, name: 'B1D-24', filepath: '/models/b1d-24.svg', custom: false },
      x: 23.88,
      y: 30.13,
      z: 24,
      quantity: 2,
      description: 'Sink',
      orientation: 'Vertical',
      hinges: false,
      shelfquantity: 1,
      hardware: false,
      custom: false,
      properties: modelNode.model.properties,
      validations: modelNode.model.bounds,
    });
    expect(built.screws).toBeNull();
    expect(built.dwidth).toBeNull();
    expect(itemSchema.safeParse(built).success).toBe(true);
  });

  it('throws a ValidationError naming each bad field', () => {
    const build = () => itemFromFormValues(formValues({ x: '100', orientation: '' }), context);
    expect(build).toThrow(ValidationError);
    try {
      build();
    } catch (error) {
      expect((error as ValidationError).fields).toEqual(
        expect.arrayContaining([
          { path: 'x', code: 'outOfParameters', message: 'out of parameters' },
          { path: 'orientation', code: 'required', message: 'required' },
        ]),
      );
    }
  });

  it('sends bheight as null when wheight is null, and two-decimal measurements', () => {
    const pantry = {
      ...context,
      model: {
        ...modelNode,
        model: {
          ...modelNode.model,
          properties: { pantryWallHeight: true, pantryBaseHeight: true },
        },
      },
    };
    const withWall = itemFromFormValues(formValues({ wheight: '40 1/3', bheight: '44' }), pantry);
    expect([withWall.wheight, withWall.bheight]).toEqual([40.33, 44]);
    const withoutWall = itemFromFormValues(formValues({ bheight: '44' }), pantry);
    expect([withoutWall.wheight, withoutWall.bheight]).toEqual([null, null]);
  });

  it('keeps an empty depth as 0 when the model has no depth limit', () => {
    const flat = {
      ...context,
      model: {
        ...modelNode,
        model: {
          ...modelNode.model,
          bounds: { ...modelNode.model.bounds, zmin: 0, zmax: 0 },
          properties: {},
        },
      },
    };
    expect(itemFromFormValues(formValues({ z: '' }), flat).z).toBe(0);
  });
});

describe('form values of an item', () => {
  it('turn back into an item that passes the same rules', () => {
    const values = itemFormValuesFromItem(item());
    expect(values).toMatchObject({
      x: '24',
      hinges: 'true',
      shelfquantity: '1',
      screws: '',
      orientation: 'Vertical',
    });
    expect(validateItem(values, modelNode.model, 'Base 1 Door', 'in')).toEqual({});
    expect(itemFromFormValues(values, context)).toEqual({
      ...item(),
      cabinet: { ...item().cabinet, filepath: '/models/b1d-24.svg' },
    });
  });

  it('start empty with quantity 1', () => {
    const empty = emptyItemFormValues();
    expect(empty.quantity).toBe('1');
    expect(empty.x).toBe('');
    expect(empty.adjustableshelf6).toBe('');
  });
});

describe('withUnusedOptionsCleared', () => {
  it('nulls the options the model does not ask for', () => {
    const noisy = item({ screws: true, door: false, dwidth: 12, hinges: true });
    const cleared = withUnusedOptionsCleared(noisy, { hingesHoles: true });
    expect([cleared.screws, cleared.door, cleared.dwidth, cleared.hinges]).toEqual([
      null,
      null,
      null,
      true,
    ]);
    expect(cleared.orientation).toBeNull();
  });

  it('nulls the adjustable shelf heights beyond the number of shelves', () => {
    const noisy = item({
      shelfquantity: 2,
      adjustableshelf1: 10,
      adjustableshelf2: 20,
      adjustableshelf5: 30,
    });
    const cleared = withUnusedOptionsCleared(noisy, { shelfQuantity: true, adjustableShelf: true });
    expect([cleared.adjustableshelf1, cleared.adjustableshelf2, cleared.adjustableshelf5]).toEqual([
      10,
      20,
      null,
    ]);
  });
});
