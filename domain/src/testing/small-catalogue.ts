/** Shared sample data for this package's unit tests (not exported from index.ts). */
import {
  catalogueNode as node,
  type CategoryNode,
  type Construction,
  type Customer,
  DEFAULT_TILE_SHEET,
  emptyItemFormValues,
  type FurnitureModel,
  type Item,
  type ItemFormValues,
  type MaterialChoice,
  type ModelContext,
  PLAIN_BASE_CONSTRUCTION,
  type PropertyFlags,
  type StoredMaterial,
} from '..';
import { customChoice, storedTile } from './materials';

export const BASE_BOUNDS = {
  xmin: 254,
  xmax: 1219.2,
  ymin: 609.6,
  ymax: 914.4,
  zmin: 304.8,
  zmax: 609.6,
};

export function furnitureModel(
  properties: PropertyFlags = {},
  bounds = BASE_BOUNDS,
  construction: Construction = PLAIN_BASE_CONSTRUCTION,
): FurnitureModel {
  return { bounds: { ...bounds }, properties, construction: { ...construction } };
}

export const modelNode = node(30, 'B1D-24', 'Category', {
  filepath: '/models/b1d-24.svg',
  model: furnitureModel({ cutOrientation: true, hingesHoles: true, shelfQuantity: true }),
}) as ModelContext['model'];

export const typeNode = node(20, 'Base 1 Door', 'Category', { children: [modelNode] });
export const categoryNode = node(10, 'Base Cabinets', 'Category', { children: [typeNode] });

/** A small catalogue: two colours, two finishes (each with CUSTOM), one furniture branch. */
export const tree: CategoryNode[] = [
  node(2, 'Maple', 'Color', { order: 2, swatch: '#d9b98b', sheet: DEFAULT_TILE_SHEET }),
  node(1, 'White', 'Color', { order: 1, swatch: '#ffffff', sheet: DEFAULT_TILE_SHEET }),
  node(3, 'CUSTOM', 'Color', { order: 9, custom: true }),
  node(5, 'Matte', 'Material', { order: 1, sheet: DEFAULT_TILE_SHEET }),
  node(6, 'CUSTOM', 'Material', { order: 9, custom: true }),
  categoryNode,
];

export const modelContext: ModelContext = {
  category: categoryNode,
  type: typeNode,
  model: modelNode,
};

export function formValues(overrides: Partial<ItemFormValues> = {}): ItemFormValues {
  return {
    ...emptyItemFormValues(),
    x: '24',
    y: '30',
    z: '24',
    quantity: '1',
    description: 'Sink base',
    ...overrides,
  };
}

export const customer: Customer = {
  fullName: 'Ana Ruiz',
  address: '12 Oak Street',
  email: 'ana@example.com',
  phoneNumber: '555-0100',
  orderName: 'Kitchen',
};

export const whiteColour: MaterialChoice = {
  id: 1,
  name: 'White',
  x: null,
  y: null,
  z: null,
  grain: null,
  unit: 'in',
  custom: false,
};

/** The White tile as an order stores it: the cabinet colour, under its catalogue name. */
export const storedWhite: StoredMaterial = storedTile('cabinet', 'White', 1);

export const customFinish: MaterialChoice = customChoice('finish', 'Walnut veneer');

export function item(overrides: Partial<Item> = {}): Item {
  return {
    name: 'Base Cabinets',
    parentName: 'Base 1 Door',
    cabinet: { id: 30, name: 'B1D-24', filepath: null, custom: false },
    x: 24,
    y: 30,
    z: 24,
    orientation: 'Vertical',
    hardware: false,
    custom: false,
    properties: { cutOrientation: true, hingesHoles: true, shelfQuantity: true },
    quantity: 1,
    description: 'Sink base',
    validations: { ...BASE_BOUNDS },
    material: null,
    hinges: true,
    screws: null,
    dowell: null,
    door: null,
    wallmount: null,
    wallmountbase: null,
    holeshingesdowel: null,
    holeshorzhinge: null,
    frontdrawer: null,
    intdrawer: null,
    shelfquantity: 1,
    holesfrontdrawer: null,
    shelfupperlevel: null,
    shelflowerlevel: null,
    adjustableshelf1: null,
    adjustableshelf2: null,
    adjustableshelf3: null,
    adjustableshelf4: null,
    adjustableshelf5: null,
    adjustableshelf6: null,
    slidemarks1: null,
    slidemarks2: null,
    slidemarks3: null,
    fixedshelf1: null,
    fixedshelf2: null,
    fixedshelf3: null,
    jheight: null,
    jdeep: null,
    cheight: null,
    cdeep: null,
    wheight: null,
    bheight: null,
    dwidth: null,
    dheight: null,
    udheight: null,
    ldheight: null,
    dwheight: null,
    fdrwheight: null,
    ...overrides,
  };
}
