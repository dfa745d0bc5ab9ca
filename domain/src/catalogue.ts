import { z } from 'zod';
import {
  constructionSchema,
  tileSheetSchema,
  type Construction,
  type TileSheet,
} from './construction';
import { onFirstUse } from './schema-on-first-use';

/** The three kinds of catalogue node (docs/product.md §3, "Category tree node"). */
const CAT_TYPES = ['Category', 'Color', 'Material'] as const;
export type CatType = (typeof CAT_TYPES)[number];

/**
 * The property flags of a furniture model, in docs/product.md §3 order. Each one switches an option on for
 * the items of that model (which option: see OPTION_FIELDS_BY_FLAG in item-rules.ts).
 */
export const PROPERTY_FLAGS = [
  'cabinetMaterial',
  'cutOrientation',
  'screwsAssembly',
  'dowellAssembly',
  'wallMount',
  'wallMountBase',
  'hingesHoles',
  'includeDoor',
  'jProfile',
  'cProfile',
  'shelfQuantity',
  'frontDrawer',
  'holesFrontDrawer',
  'shelfUpperQuantity',
  'shelfLowerQuantity',
  'pantryWallHeight',
  'pantryBaseHeight',
  'fixedShelf',
  'adjustableShelf',
  'drawerSlides',
  'doorWidth',
  'doorHeight',
  'uDoorHeight',
  'lDoorHeight',
  'drawerHeight',
  'holesHingesDowel',
  'holesHorzHinge',
  'internalDrawer',
  'frontDrawerHeight',
] as const;
export type PropertyFlag = (typeof PROPERTY_FLAGS)[number];

/** A model's flags; a missing flag is off. */
export type PropertyFlags = Partial<Record<PropertyFlag, boolean>>;

/** The size limits of a furniture model, in millimetres. zmin 0 means depth is not checked. */
export interface ModelBounds {
  xmin: number;
  xmax: number;
  ymin: number;
  ymax: number;
  zmin: number;
  zmax: number;
}

/** What makes a catalogue node a furniture model. */
export interface FurnitureModel {
  bounds: ModelBounds;
  properties: PropertyFlags;
  /** How it is built: what the parts explosion, the hardware and the drawing read. */
  construction: Construction;
}

/**
 * One node of GET /api/categories/. Roots of catType 'Color' are cabinet-colour tiles, roots of
 * catType 'Material' are finish tiles (one of each list has `custom: true`: the CUSTOM tile);
 * roots of catType 'Category' are furniture categories, their children are types, the types'
 * children are models (`model` set).
 */
export interface CategoryNode {
  id: number;
  /** The name in English (the product's first language). */
  name: string;
  /** The name in Spanish; null when the shop gave none (screens then show `name`). */
  nameEs: string | null;
  catType: CatType;
  order: number;
  /** A CSS colour or image path for tiles; null when the node has none. */
  swatch: string | null;
  custom: boolean;
  /** The model's drawing, when there is one. */
  filepath: string | null;
  model: FurnitureModel | null;
  /** The sheet a ready-made colour or finish tile is cut from; null on every other node. */
  sheet: TileSheet | null;
  children: CategoryNode[];
}

const millimetres = onFirstUse(() => z.number().finite().nonnegative());

export const modelBoundsSchema = onFirstUse(() =>
  z
    .object({
      xmin: millimetres,
      xmax: millimetres,
      ymin: millimetres,
      ymax: millimetres,
      zmin: millimetres,
      zmax: millimetres,
    })
    .refine((b) => b.xmin <= b.xmax && b.ymin <= b.ymax && b.zmin <= b.zmax, {
      message: 'each minimum must not exceed its maximum',
    }),
);

export const propertyFlagsSchema = onFirstUse(() =>
  z.partialRecord(z.enum(PROPERTY_FLAGS), z.boolean()),
);

export const furnitureModelSchema = onFirstUse(() =>
  z.object({
    bounds: modelBoundsSchema,
    properties: propertyFlagsSchema,
    construction: constructionSchema,
  }),
);

export const categoryNodeSchema: z.ZodType<CategoryNode, unknown> = onFirstUse(() =>
  z.object({
    id: z.number().int(),
    name: z.string().min(1),
    // Absent in what was stored before nodes had a Spanish name (order snapshots).
    nameEs: z.string().min(1).nullable().default(null),
    catType: z.enum(CAT_TYPES),
    order: z.number().int(),
    swatch: z.string().nullable(),
    custom: z.boolean(),
    filepath: z.string().nullable(),
    model: furnitureModelSchema.nullable(),
    sheet: tileSheetSchema.nullable(),
    get children() {
      return z.array(categoryNodeSchema);
    },
  }),
);

export const categoryTreeSchema = onFirstUse(() => z.array(categoryNodeSchema));

/** A catalogue node: a plain leaf of order 0 with nothing set, then `extra`. */
export function catalogueNode(
  id: number,
  name: string,
  catType: CatType,
  extra: Partial<CategoryNode> = {},
): CategoryNode {
  return {
    id,
    name,
    nameEs: null,
    catType,
    order: 0,
    swatch: null,
    custom: false,
    filepath: null,
    model: null,
    sheet: null,
    children: [],
    ...extra,
  };
}

/** The languages a node's name is kept in. */
export type NameLanguage = 'en' | 'es';

/**
 * A node's name in `language`, falling back to the other language when the shop gave none
 * (docs/production/catalogue.md, "Names").
 */
export function nodeName(node: Pick<CategoryNode, 'name' | 'nameEs'>, language: string): string {
  return language.startsWith('es') ? (node.nameEs ?? node.name) : node.name || (node.nameEs ?? '');
}

/** True for a furniture model (a node that carries bounds and flags). */
export function isModel(node: CategoryNode): node is CategoryNode & { model: FurnitureModel } {
  return node.model !== null;
}

/** Depth-first search of the whole tree. */
export function findNode(tree: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/** Sibling order as the shop set it (`order`), then by name so the order is always stable. */
function byCatalogueOrder(a: CategoryNode, b: CategoryNode): number {
  return a.order - b.order || a.name.localeCompare(b.name);
}

function rootsOf(tree: readonly CategoryNode[], catType: CatType): CategoryNode[] {
  return tree.filter((node) => node.catType === catType).sort(byCatalogueOrder);
}

/** The cabinet-colour tiles (/cabinet-list), the CUSTOM tile included. */
export function colourTiles(tree: readonly CategoryNode[]): CategoryNode[] {
  return rootsOf(tree, 'Color');
}

/** The finish-material tiles (/finish-list), the CUSTOM tile included. */
export function finishTiles(tree: readonly CategoryNode[]): CategoryNode[] {
  return rootsOf(tree, 'Material');
}

/** The furniture categories (/furniture-category-list). */
export function furnitureCategories(tree: readonly CategoryNode[]): CategoryNode[] {
  return rootsOf(tree, 'Category');
}

/** The ordered children of a node: a category's types, a type's models. */
export function childrenOf(node: CategoryNode): CategoryNode[] {
  return [...node.children].sort(byCatalogueOrder);
}

/** The model preselected when a type is chosen (docs/product.md §2: its first model). */
export function firstModel(type: CategoryNode): CategoryNode | undefined {
  return childrenOf(type).find(isModel);
}

/** A model with the type and category it sits under. */
export interface ModelContext {
  category: CategoryNode;
  type: CategoryNode;
  model: CategoryNode & { model: FurnitureModel };
}

/**
 * Finds a model by id with its type and category, as the server needs them to check an item
 * (bounds, flags and the type name for the shelf rules). Undefined when the id is not a model
 * at the category -> type -> model level.
 */
export function findModelContext(
  tree: readonly CategoryNode[],
  modelId: number,
): ModelContext | undefined {
  for (const category of furnitureCategories(tree)) {
    for (const type of category.children) {
      const model = type.children.find((node) => node.id === modelId);
      if (model && isModel(model)) return { category, type, model };
    }
  }
  return undefined;
}
