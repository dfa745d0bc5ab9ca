/*
 * Hand-built test data for the cut list and the production files (not exported from index.ts):
 * a stored order of three items, its exploded form (item 3 cannot be built) and a hardware
 * summary. Sizes are millimetres; every number is chosen so the totals are easy to check by hand.
 */
import type { StoredOrder } from '..';
import { itemBuild } from './item-builds';
import { storedCustom } from './materials';
import { customer, item, storedWhite } from './small-catalogue';
import {
  ACCESSORY_TYPES,
  type AccessoryType,
  type EdgeBanding,
  type ExplodedOrder,
  type HardwareEntry,
  type HardwareSummary,
  type ItemBuild,
  type Part,
  type ProductionMaterial,
} from '../production';

export const ORDER_UUID = '3f0c1d2e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
export const SHORT_ID = '0a1b2c3d4e5f';

const ALL_EDGES: EdgeBanding = { L1: true, L2: true, W1: true, W2: true };
const FRONT_EDGE: EdgeBanding = { L1: true, L2: false, W1: false, W2: false };
const NO_EDGES: EdgeBanding = { L1: false, L2: false, W1: false, W2: false };

export const cabinetMaterial: ProductionMaterial = {
  key: 'cabinet',
  code: 'COL-1',
  name: 'White',
  custom: false,
  sheetLengthMm: 2800,
  sheetWidthMm: 2070,
  thicknessMm: 18,
  grain: false,
};

export const finishMaterial: ProductionMaterial = {
  key: 'finish',
  code: 'CUSTOM-FIN',
  name: 'Oak, "rustic"',
  custom: true,
  sheetLengthMm: 2440,
  sheetWidthMm: 1220,
  thicknessMm: 19.05,
  grain: true,
};

const backMaterial: ProductionMaterial = {
  key: 'back',
  code: 'BACK-3',
  name: 'Back panel 3 mm',
  custom: false,
  sheetLengthMm: 2800,
  sheetWidthMm: 2070,
  thicknessMm: 3,
  grain: false,
};

/**
 * A part: [code, role, name], its material (a finish part 19.05 mm thick, a cabinet part 18 mm),
 * [per cabinet, in all], its grain, its finished [length, width] and its banded edges. The cut
 * size takes 1 mm off per banded edge (L edges off the width, W off the length).
 */
function part(
  [code, role, name]: [string, Part['role'], string],
  material: Part['material'],
  [perCabinet, quantity]: [number, number],
  grain: Part['grain'],
  [lengthMm, widthMm]: [number, number],
  edges: EdgeBanding,
): Part {
  const band = (a: boolean, b: boolean) => Number(a) + Number(b);
  return {
    code,
    role,
    name,
    material,
    perCabinet,
    quantity,
    grain,
    thicknessMm: material === 'finish' ? 19.05 : 18,
    finished: { lengthMm, widthMm },
    cut: {
      lengthMm: lengthMm - band(edges.W1, edges.W2),
      widthMm: widthMm - band(edges.L1, edges.L2),
    },
    edges,
  };
}

/** A build of the order: a hinged base on 100 mm legs (the plain base construction). */
function build(
  fields: Pick<
    ItemBuild,
    'index' | 'typeName' | 'modelName' | 'description' | 'quantity' | 'parts' | 'notes'
  >,
): ItemBuild {
  return itemBuild({ hinges: true, onLegs: true, legHeightMm: 100, ...fields });
}

/** Item 1: a base of quantity 2; item 2: a wall unit with a pair of doors. */
export const builds: ItemBuild[] = [
  build({
    index: 1,
    typeName: 'Base 1 Door',
    modelName: 'B1D-24',
    description: 'Sink, base',
    quantity: 2,
    notes: ['Adjustable shelf centres at 300 mm'],
    parts: [
      part(['side1', 'side', 'Side'], 'cabinet', [2, 4], 'N', [720, 560], FRONT_EDGE),
      part(['bottom1', 'bottom', 'Bottom'], 'cabinet', [1, 2], 'N', [564, 560], FRONT_EDGE),
      part(['door1', 'door', 'Door'], 'finish', [1, 2], 'L', [716, 596], ALL_EDGES),
    ],
  }),
  build({
    index: 2,
    typeName: 'Wall 2 Door',
    modelName: 'W2D-30',
    description: '=HYPERLINK("x")',
    quantity: 1,
    notes: [],
    parts: [
      part(['side1', 'side', 'Side'], 'cabinet', [2, 2], 'N', [762, 300], FRONT_EDGE),
      part(['back1', 'back', 'Back'], 'cabinet', [1, 1], 'N', [726, 726], NO_EDGES),
      part(['door1', 'door', 'Door, "left"'], 'finish', [2, 2], 'L', [758, 374.5], ALL_EDGES),
    ],
  }),
];

/** The exploded order: materials out of key order, an unused back material, item 3 unknown. */
export function explodedOrder(unit: 'mm' | 'in' = 'mm'): ExplodedOrder {
  return {
    unit,
    materials: [finishMaterial, backMaterial, cabinetMaterial],
    items: builds,
    problems: [
      { index: 3, code: 'unknownModel', message: 'The model "X9" is no longer in the catalogue.' },
    ],
  };
}

/** The stored order the builds come from (sizes in its unit). */
export function storedOrder(unit: 'mm' | 'in' = 'mm'): StoredOrder {
  const scale = unit === 'in' ? 1 / 25.4 : 1;
  const size = (mm: number) => Math.round(mm * scale * 100) / 100;
  return {
    uuid: ORDER_UUID,
    status: 'Approved',
    name: 'Kitchen, "main"',
    createdAt: '2025-03-31T22:15:00.000Z',
    updatedAt: '2025-04-01T08:00:05.123Z',
    version: 2,
    customer: { ...customer, fullName: 'Ruiz, Ana "La Jefa"', address: '12 Oak Street,\nFlat 3' },
    notes: 'Deliver before noon.\nCall first, please.',
    message: '',
    unit,
    material: [storedWhite, storedCustom('finish', 'Oak, "rustic"', { unit: 'in' })],
    cabinets: [
      item({
        parentName: 'Base 1 Door',
        cabinet: { id: 30, name: 'B1D-24', filepath: null, custom: false },
        description: 'Sink, base',
        quantity: 2,
        x: size(600),
        y: size(720),
        z: size(560),
        dwidth: size(450),
      }),
      item({
        parentName: 'Wall 2 Door',
        cabinet: { id: 31, name: 'W2D-30', filepath: null, custom: false },
        description: '=HYPERLINK("x")',
        quantity: 1,
        x: size(762),
        y: size(762),
        z: size(300),
        hinges: false,
        shelfquantity: 2,
      }),
      item({
        parentName: 'Base 1 Door',
        cabinet: { id: 99, name: 'X9', filepath: null, custom: false },
        description: 'Gone',
        quantity: 1,
        x: size(600),
        y: size(720),
        z: size(560),
      }),
    ],
  };
}

function entry(total: number, cabinets: HardwareEntry['cabinets'] = []): HardwareEntry {
  return { total, cabinets };
}

/** A hardware summary: hinges for items 1 and 2, a J rail length, a lift-up warning. */
export function hardwareSummary(unit: 'mm' | 'in' = 'mm'): HardwareSummary {
  const accessories = Object.fromEntries(ACCESSORY_TYPES.map((type) => [type, entry(0)])) as Record<
    AccessoryType,
    HardwareEntry
  >;
  accessories.hinge = entry(8, [
    { index: 1, type: 'Base 1 Door', quantity: 4 },
    { index: 2, type: 'Wall 2 Door', quantity: 4 },
  ]);
  accessories.golaJ = entry(unit === 'in' ? 47.2 : 1200, [
    { index: 1, type: 'Base 1 Door', quantity: unit === 'in' ? 47.2 : 1200 },
  ]);
  return {
    unit,
    accessories,
    warnings: [
      {
        index: 2,
        type: 'Wall 2 Door',
        accessory: 'aventoHKXS',
        code: 'liftUpOutOfRange',
        message: 'Front 700 mm high: outside the 240-600 mm range, not counted.',
      },
    ],
  };
}
