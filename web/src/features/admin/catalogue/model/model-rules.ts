import {
  catalogueNodeInputSchema,
  formErrors,
  PLAIN_BASE_CONSTRUCTION,
  type Construction,
  type FurnitureModel,
  type MessageKey,
  type PropertyFlag,
} from '@cutshop/domain';

/**
 * The rules of a model as the shop edits it: the `model` of the catalogue's node input schema
 * (domain/src/catalogue-editing.ts), so the form checks exactly what the server will.
 */
export const editableModelSchema = catalogueNodeInputSchema.shape.model.unwrap().unwrap();

/** The model's field errors by path relative to the model ('bounds.xmin' -> message code). */
export function modelProblems(model: FurnitureModel): Record<string, MessageKey> {
  return formErrors(editableModelSchema, model);
}

/** The size bounds of a model, in the order the form shows them. */
export const BOUNDS_FIELDS = ['xmin', 'xmax', 'ymin', 'ymax', 'zmin', 'zmax'] as const;

/** Every field of a model's construction (docs/production/catalogue.md), in the form's order. */
export const CONSTRUCTION_FIELDS = [
  'kind',
  'foldAngle',
  'doorColumns',
  'doorRows',
  'drawerFronts',
  'fixedShelves',
  'nicheMm',
  'hingesPerDoor',
  'onLegs',
  'gola',
  'boardMm',
  'back',
  'backMm',
  'cornerRunDepthMm',
  'blindFillerMm',
  'serviceCutout',
] as const satisfies readonly (keyof Construction)[];

/**
 * A new model: the bounds of a one-door base cabinet (250 to 600 mm wide, 600 to 900 mm high,
 * 300 to 650 mm deep, as the seeded "Base 1 Door"), no option for the customer, and the plain
 * one-door base box (docs/production/catalogue.md).
 */
export function emptyModel(): FurnitureModel {
  return {
    bounds: { xmin: 250, xmax: 600, ymin: 600, ymax: 900, zmin: 300, zmax: 650 },
    properties: {},
    construction: { ...PLAIN_BASE_CONSTRUCTION },
  };
}

/**
 * The customer options in groups, in the order the form shows them; every property flag of
 * docs/product.md §3 is in exactly one group (a test checks it).
 */
export const FLAG_GROUPS = [
  {
    key: 'materialAssembly',
    flags: [
      'cabinetMaterial',
      'cutOrientation',
      'screwsAssembly',
      'dowellAssembly',
      'wallMount',
      'wallMountBase',
    ],
  },
  { key: 'doors', flags: ['includeDoor', 'doorWidth', 'doorHeight', 'uDoorHeight', 'lDoorHeight'] },
  {
    key: 'drawers',
    flags: ['frontDrawer', 'drawerHeight', 'frontDrawerHeight', 'drawerSlides', 'internalDrawer'],
  },
  {
    key: 'shelves',
    flags: [
      'shelfQuantity',
      'shelfUpperQuantity',
      'shelfLowerQuantity',
      'adjustableShelf',
      'fixedShelf',
    ],
  },
  { key: 'handleless', flags: ['jProfile', 'cProfile'] },
  { key: 'pantry', flags: ['pantryWallHeight', 'pantryBaseHeight'] },
  {
    key: 'holes',
    flags: ['hingesHoles', 'holesHingesDowel', 'holesHorzHinge', 'holesFrontDrawer'],
  },
] as const satisfies readonly { key: string; flags: readonly PropertyFlag[] }[];

export type FlagGroupKey = (typeof FLAG_GROUPS)[number]['key'];
