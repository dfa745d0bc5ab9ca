import { describe, expect, it } from 'vitest';
import {
  catalogueNode as node,
  PROPERTY_FLAGS,
  categoryNodeSchema,
  categoryTreeSchema,
  colourTiles,
  findModelContext,
  findNode,
  finishTiles,
  firstModel,
  furnitureCategories,
  isModel,
} from './catalogue';
import { categoryNode, modelNode, tree, typeNode } from './testing/small-catalogue';

describe('PROPERTY_FLAGS', () => {
  it('lists the 29 flags of docs/product.md §3 in its order', () => {
    expect(PROPERTY_FLAGS).toHaveLength(29);
    expect(new Set(PROPERTY_FLAGS).size).toBe(29);
    expect(PROPERTY_FLAGS.slice(0, 3)).toEqual([
      'cabinetMaterial',
      'cutOrientation',
      'screwsAssembly',
    ]);
    expect(PROPERTY_FLAGS.slice(-3)).toEqual([
      'holesHorzHinge',
      'internalDrawer',
      'frontDrawerHeight',
    ]);
  });
});

describe('categoryNodeSchema', () => {
  it('accepts the whole tree, models included', () => {
    expect(categoryTreeSchema.parse(tree)).toEqual(tree);
  });

  it('checks nodes at any depth', () => {
    const badModel = {
      ...modelNode,
      model: { bounds: { ...modelNode.model.bounds, xmin: -1 }, properties: {} },
    };
    const broken = { ...categoryNode, children: [{ ...typeNode, children: [badModel] }] };
    const result = categoryNodeSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([
      'children',
      0,
      'children',
      0,
      'model',
      'bounds',
      'xmin',
    ]);
  });

  it('refuses bounds whose minimum exceeds the maximum, and unknown flags', () => {
    const inverted = {
      ...modelNode,
      model: { bounds: { ...modelNode.model.bounds, xmin: 5000 }, properties: {} },
    };
    expect(categoryNodeSchema.safeParse(inverted).success).toBe(false);
    const unknownFlag = {
      ...modelNode,
      model: { ...modelNode.model, properties: { turbo: true } },
    };
    expect(categoryNodeSchema.safeParse(unknownFlag).success).toBe(false);
  });

  it('refuses an unknown catType', () => {
    expect(
      categoryNodeSchema.safeParse({ ...node(1, 'x', 'Color'), catType: 'Wood' }).success,
    ).toBe(false);
  });
});

describe('tree helpers', () => {
  it('lists colour and finish tiles in catalogue order, CUSTOM included', () => {
    expect(colourTiles(tree).map((n) => n.name)).toEqual(['White', 'Maple', 'CUSTOM']);
    expect(finishTiles(tree).map((n) => n.id)).toEqual([5, 6]);
    expect(furnitureCategories(tree).map((n) => n.name)).toEqual(['Base Cabinets']);
  });

  it('finds a node at any depth and tells models apart', () => {
    expect(findNode(tree, 30)?.name).toBe('B1D-24');
    expect(findNode(tree, 999)).toBeUndefined();
    expect(isModel(modelNode)).toBe(true);
    expect(isModel(typeNode)).toBe(false);
    expect(firstModel(typeNode)?.id).toBe(30);
  });

  it('finds a model with its type and category, and only models', () => {
    const context = findModelContext(tree, 30);
    expect(context?.type.name).toBe('Base 1 Door');
    expect(context?.category.name).toBe('Base Cabinets');
    expect(findModelContext(tree, 20)).toBeUndefined();
    expect(findModelContext(tree, 1)).toBeUndefined();
  });
});
