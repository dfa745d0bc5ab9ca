import { describe, expect, it } from 'vitest';
import { nodeName, type CategoryNode } from './catalogue';
import {
  catalogueImportPlan,
  catalogueNodeInputSchema,
  catalogueNodeProblems,
  cataloguePlaces,
  flattenCatalogue,
  isEmptyPlan,
  nodeChanges,
  retiredIds,
  swatchImageType,
  withoutRetired,
  type CatalogueEntry,
  type CatalogueNodeInput,
} from './catalogue-editing';
import { PLAIN_BASE_CONSTRUCTION } from './construction';
import { catalogueFixture, COLOUR_IDS, MODEL_IDS } from './testing';

/** The fixture as GET /api/catalogue/ answers it: every node at version 1, none retired. */
function entries(nodes: readonly CategoryNode[] = catalogueFixture): CatalogueEntry[] {
  return nodes.map((node) => ({
    ...node,
    version: 1,
    retired: false,
    children: entries(node.children),
  }));
}

const places = cataloguePlaces(catalogueFixture);
const furnitureRoot = catalogueFixture.find((node) => node.catType === 'Category');
const firstType = furnitureRoot?.children[0];

function input(fields: Partial<CatalogueNodeInput> & Pick<CatalogueNodeInput, 'catType'>) {
  return catalogueNodeInputSchema.parse({ name: 'Test', ...fields });
}

const wallModel = {
  bounds: { xmin: 300, xmax: 900, ymin: 300, ymax: 900, zmin: 0, zmax: 350 },
  properties: { hingesHoles: true },
  construction: { ...PLAIN_BASE_CONSTRUCTION, kind: 'wall' as const, onLegs: false },
};

describe('catalogueNodeInputSchema', () => {
  it('reads a colour tile with its sheet and fills what is left out', () => {
    const tile = catalogueNodeInputSchema.parse({
      name: '  Olive ',
      catType: 'Color',
      swatch: '#556b2f',
      sheet: { lengthMm: 2800, widthMm: 2070, thicknessMm: 18, grain: false },
    });
    expect(tile).toMatchObject({
      name: 'Olive',
      nameEs: null,
      parentId: null,
      order: 0,
      model: null,
    });
  });

  it('answers coded field errors: empty and long names, bounds, sizes and swatches', () => {
    const result = catalogueNodeInputSchema.safeParse({
      name: ' ',
      nameEs: 'x'.repeat(121),
      catType: 'Category',
      swatch: 'url(evil)',
      sheet: { lengthMm: 0, widthMm: -1, thicknessMm: 18, grain: false },
      model: { ...wallModel, bounds: { ...wallModel.bounds, xmin: 1000 } },
    });
    expect(result.success).toBe(false);
    const issues = (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['name', 'Required'],
        ['nameEs', 'Too long'],
        ['swatch', 'A swatch is a colour such as #A1B2C3 or an uploaded image'],
        ['sheet.lengthMm', 'Must be more than 0'],
        ['sheet.widthMm', 'Must be more than 0'],
        ['model.bounds.xmin', 'The minimum is above the maximum'],
      ]),
    );
  });

  it('accepts an uploaded image swatch and refuses other paths', () => {
    const image = `/api/catalogue/images/${'a'.repeat(32)}.webp`;
    expect(input({ catType: 'Color', swatch: image }).swatch).toBe(image);
    expect(
      catalogueNodeInputSchema.safeParse({ name: 'x', catType: 'Color', swatch: '/etc/passwd' })
        .success,
    ).toBe(false);
  });
});

describe('catalogueNodeProblems', () => {
  it('takes a model under a type, a type under a category and tiles at the top', () => {
    expect(
      catalogueNodeProblems(
        input({ catType: 'Category', parentId: firstType?.id ?? 0, model: wallModel }),
        places,
      ),
    ).toEqual([]);
    expect(
      catalogueNodeProblems(
        input({ catType: 'Category', parentId: furnitureRoot?.id ?? 0 }),
        places,
      ),
    ).toEqual([]);
    const sheet = { lengthMm: 2440, widthMm: 1220, thicknessMm: 18, grain: true };
    expect(catalogueNodeProblems(input({ catType: 'Material', sheet }), places)).toEqual([]);
  });

  it('refuses a wrong parent, an unknown parent, a model without construction, a tile without a sheet', () => {
    const codes = (problems: { code: string }[]) => problems.map((problem) => problem.code);
    expect(
      codes(
        catalogueNodeProblems(
          input({ catType: 'Color', parentId: furnitureRoot?.id ?? 0 }),
          places,
        ),
      ),
    ).toEqual(['wrongParent']);
    expect(
      codes(catalogueNodeProblems(input({ catType: 'Category', parentId: 999_999 }), places)),
    ).toEqual(['unknownParent']);
    expect(
      codes(
        catalogueNodeProblems(input({ catType: 'Category', parentId: firstType?.id ?? 0 }), places),
      ),
    ).toEqual(['modelRequired']);
    expect(codes(catalogueNodeProblems(input({ catType: 'Color' }), places))).toEqual([
      'sheetRequired',
    ]);
    expect(
      codes(
        catalogueNodeProblems(
          input({ catType: 'Category', parentId: null, model: wallModel }),
          places,
        ),
      ),
    ).toEqual(['notAllowedHere']);
  });

  it('refuses a move under the node itself and a move that changes its level', () => {
    const typeId = firstType?.id ?? 0;
    const categoryId = furnitureRoot?.id ?? 0;
    const moveUnderItself = input({ catType: 'Category', parentId: typeId });
    expect(catalogueNodeProblems(moveUnderItself, places, typeId)[0]?.code).toBe('catalogueCycle');
    const categoryUnderOwnType = input({ catType: 'Category', parentId: typeId });
    expect(catalogueNodeProblems(categoryUnderOwnType, places, categoryId)[0]?.code).toBe(
      'catalogueCycle',
    );
    const otherCategory = catalogueFixture.filter((node) => node.catType === 'Category')[1];
    const typeToModel = input({
      catType: 'Category',
      parentId: otherCategory?.children[0]?.id ?? 0,
    });
    expect(catalogueNodeProblems(typeToModel, places, typeId)[0]?.code).toBe('wrongParent');
  });
});

describe('nodeChanges', () => {
  const model = catalogueFixture
    .flatMap((category) => category.children.flatMap((type) => type.children))
    .find((node) => node.id === MODEL_IDS.pantryOneDoor);

  it('lists the fields that changed, field by field, flags absent as off', () => {
    if (model?.model === undefined || model.model === null) throw new Error('fixture model');
    const before = { ...model, parentId: 31 };
    const after = {
      ...before,
      nameEs: 'Despensa 1 puerta',
      model: {
        ...model.model,
        properties: { ...model.model.properties, doorWidth: !model.model.properties.doorWidth },
        construction: { ...model.model.construction, fixedShelves: 2 },
      },
    };
    const changes = nodeChanges(before, after);
    expect(changes.map((change) => change.field)).toEqual([
      'nameEs',
      'model.properties.doorWidth',
      'model.construction.fixedShelves',
    ]);
    expect(changes[2]).toEqual({
      field: 'model.construction.fixedShelves',
      before: model.model.construction.fixedShelves,
      after: 2,
    });
    expect(nodeChanges(before, before)).toEqual([]);
  });

  it('lists every set field of a new node', () => {
    const created = nodeChanges(null, input({ catType: 'Color', swatch: '#ffffff' }));
    expect(created.map((change) => change.field)).toEqual(['name', 'catType', 'order', 'swatch']);
  });
});

describe('catalogueImportPlan', () => {
  it('finds nothing to do when the file is the catalogue itself', () => {
    const { plan, errors } = catalogueImportPlan(entries(), entries());
    expect(errors).toEqual([]);
    expect(isEmptyPlan(plan)).toBe(true);
  });

  it('adds, changes, retires and restores, and retires what the file leaves out', () => {
    const current = entries();
    current.find((node) => node.id === COLOUR_IDS.cashmere)!.retired = true;
    const incoming = entries().filter((node) => node.id !== COLOUR_IDS.graphite);
    const white = incoming.find((node) => node.id === COLOUR_IDS.arcticWhite)!;
    // The seeded Spanish name (the fixture has it), changed.
    const seededNameEs = white.nameEs;
    white.nameEs = 'Blanco ártico';
    incoming.push({ ...white, id: 5000, name: 'Olive', nameEs: null, children: [] });
    const { plan, errors } = catalogueImportPlan(current, incoming);
    expect(errors).toEqual([]);
    expect(plan.added).toEqual([{ id: 5000, name: 'Olive', parentId: null }]);
    expect(plan.changed).toEqual([
      {
        id: COLOUR_IDS.arcticWhite,
        name: white.name,
        changes: [{ field: 'nameEs', before: seededNameEs, after: 'Blanco ártico' }],
      },
    ]);
    expect(plan.restored.map((node) => node.id)).toEqual([COLOUR_IDS.cashmere]);
    expect(plan.retired.map((node) => node.id)).toEqual([COLOUR_IDS.graphite]);
  });

  it('answers the errors of every bad node, with its place in the file', () => {
    const incoming = entries();
    const tile = incoming.find((node) => node.id === COLOUR_IDS.arcticWhite)!;
    tile.sheet = null;
    tile.name = '';
    incoming.push({ ...tile, name: 'Twin' });
    const { errors } = catalogueImportPlan(entries(), incoming);
    // Places count in file order, depth first: the first root is 0, the added twin the last.
    const last = flattenCatalogue(incoming).length - 1;
    expect(errors.map((error) => [error.path, error.code])).toEqual([
      [`nodes.${last}.id`, 'duplicateId'],
      ['nodes.0.name', 'Required'],
      [`nodes.${last}.sheet`, 'sheetRequired'],
    ]);
  });
});

describe('retired nodes', () => {
  it('leaves them, and all under them, out of the customers’ tree', () => {
    const tree = entries();
    const category = tree.find((node) => node.catType === 'Category')!;
    category.retired = true;
    const ids = retiredIds(tree);
    expect(ids.has(category.id)).toBe(true);
    expect(ids.has(category.children[0]!.children[0]!.id)).toBe(true);
    const offered = withoutRetired(tree);
    expect(offered.some((node) => node.id === category.id)).toBe(false);
    expect(offered[0]).not.toHaveProperty('version');
  });
});

describe('swatchImageType', () => {
  it('tells PNG, JPEG and WebP by their first bytes and nothing else', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
    const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
    expect(swatchImageType(png)).toBe('png');
    expect(swatchImageType(jpeg)).toBe('jpg');
    expect(swatchImageType(webp)).toBe('webp');
    expect(swatchImageType(new TextEncoder().encode('<svg xmlns="…">'))).toBeUndefined();
    expect(swatchImageType(new TextEncoder().encode('GIF89a'))).toBeUndefined();
  });
});

describe('nodeName', () => {
  it('speaks the page language and falls back to the other', () => {
    expect(nodeName({ name: 'Base Cabinets', nameEs: 'Muebles bajos' }, 'es')).toBe(
      'Muebles bajos',
    );
    expect(nodeName({ name: 'Base Cabinets', nameEs: 'Muebles bajos' }, 'en')).toBe(
      'Base Cabinets',
    );
    expect(nodeName({ name: 'Base Cabinets', nameEs: null }, 'es-ES')).toBe('Base Cabinets');
  });
});
