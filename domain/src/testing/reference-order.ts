/*
 * The reference orders of the production tests: one in millimetres, one in inches, built from
 * the catalogue fixture so they are orders the shop accepts. The parts, hardware, cut-list and
 * file tests all compute their expected values by hand from these exact items, so the lists are
 * fixed: add a new order rather than change an item. Every yes/no option a model asks for is
 * false unless the item's comment says otherwise.
 */
import {
  acceptOrder,
  type CategoryNode,
  type Customer,
  findModelContext,
  type Item,
  OPTION_FIELDS,
  OPTION_KINDS,
  type OptionField,
  optionFieldsFor,
  type OrderInput,
  type OrderStamp,
  type StoredOrder,
  type Unit,
  type WireMaterial,
} from '..';
import { catalogueFixture } from './catalogue';
import { COLOUR_IDS, FINISH_IDS, MODEL_IDS } from './catalogue-ids';
import { customChoice } from './materials';

/** The catalogue the reference orders are built from and exploded against. */
export const REFERENCE_TREE: readonly CategoryNode[] = catalogueFixture;

/** Model ids the reference orders use that the fixture's MODEL_IDS does not name. */
export const REFERENCE_MODEL_IDS = {
  ...MODEL_IDS,
  baseOneDoorHandleless: 112,
  baseTwoDoors: 121,
  baseFourDrawersHandleless: 132,
  baseDoorAndDrawer: 133,
  baseBlindCorner: 141,
  baseLazySusan: 142,
  wallTwoDoors: 221,
  wallLiftUp: 231,
  pantryTwoDoorWide: 322,
  ovenTower: 331,
  drawerUnitTwo: 411,
  drawerUnitThree: 421,
  drawerUnitThreeHandleless: 422,
  shelfPanel: 522,
  drawerFront: 631,
} as const;
const ID = REFERENCE_MODEL_IDS;

type Line = Partial<Item> & Pick<Item, 'x' | 'y' | 'z' | 'description'>;

/**
 * An item of the fixture's model `modelId` as the customer's browser sends it: the catalogue's
 * names, flags and bounds; every option the model asks for null, its yes/no options false; then
 * `line`. Throws when `line` sets an option the model does not ask for (it would be dropped).
 */
export function referenceItem(modelId: number, line: Line): Item {
  const context = findModelContext(catalogueFixture, modelId);
  if (context === undefined) throw new Error(`model ${modelId} is not in the catalogue fixture`);
  const { category, type, model } = context;
  const enabled = optionFieldsFor(model.model.properties);
  for (const field of Object.keys(line)) {
    if (
      (OPTION_FIELDS as readonly string[]).includes(field) &&
      !enabled.includes(field as OptionField)
    ) {
      throw new Error(`model ${modelId} does not ask for ${field}`);
    }
  }
  const options = Object.fromEntries(
    OPTION_FIELDS.map((field) => [
      field,
      enabled.includes(field) && OPTION_KINDS[field] === 'boolean' ? false : null,
    ]),
  );
  return {
    name: category.name,
    parentName: type.name,
    cabinet: { id: model.id, name: model.name, filepath: model.filepath, custom: model.custom },
    hardware: false,
    custom: model.custom,
    properties: model.model.properties,
    quantity: 1,
    validations: model.model.bounds,
    ...(options as Pick<Item, OptionField>),
    ...line,
  };
}

/**
 * The gola topJMidC drawer base of the kitchens, 870 x 560 mm in the cabinet colour: 4 fronts
 * (three of 110 mm, the bottom one the rest), galleryC (10 mm holes), J 57 x 26 and C 74 x 26 mm
 * profiles; dowels.
 */
export function golaDrawerBase(x: number, description: string): Item {
  return referenceItem(ID.baseFourDrawersHandleless, {
    x,
    y: 870,
    z: 560,
    description,
    material: 'Cabinet',
    dowell: true,
    frontdrawer: true,
    holesfrontdrawer: 10,
    dwheight: 110,
    jheight: 57,
    jdeep: 26,
    cheight: 74,
    cdeep: 26,
  });
}

/**
 * The tall two-door pantry of the kitchens, 600 x 2100 x 580 mm in the cabinet colour: doors 1250
 * (upper) and 740 mm (lower), 3 upper + 1 lower adjustable shelves; hinges, dowels; then `line`.
 */
export function twoDoorPantry(line: Partial<Item> = {}): Item {
  return referenceItem(ID.pantryTwoDoor, {
    x: 600,
    y: 2100,
    z: 580,
    description: 'Pantry',
    material: 'Cabinet',
    hinges: true,
    dowell: true,
    door: true,
    udheight: 1250,
    ldheight: 740,
    shelfupperlevel: 3,
    shelflowerlevel: 1,
    ...line,
  });
}

/** Cabinet colour Arctic White (tile 1), finish Oak Veneer (tile 26): both ready-made tiles. */
export const OAK_ON_ARCTIC_WHITE: WireMaterial = {
  id: FINISH_IDS.oakVeneer,
  name: 'Oak Veneer',
  x: null,
  y: null,
  z: null,
  grain: null,
  custom: false,
  color: COLOUR_IDS.arcticWhite,
};

const CUSTOMER: Customer = {
  fullName: 'Lucía Fernández',
  address: '4 Calle Mayor, Madrid',
  email: 'lucia@example.com',
  phoneNumber: '600 100 200',
  orderName: 'Reference kitchen',
};

/**
 * The millimetre order's item 4 as it was stored before intake ran the construction check
 * (docs/production/parts.md): intake now refuses its 600 mm door width, so the order is sent
 * with 496 mm and its stored copy keeps the customer's 600 mm, which the explosion clamps. The
 * production tests' hand-worked numbers are the stored order's.
 */
export const LEGACY_DOOR_WIDTH = { itemIndex: 3, sentMm: 496, storedMm: 600 } as const;

/**
 * The millimetre order: cabinet colour Arctic White (tile 1: 18 mm, no grain), finish Oak Veneer
 * (tile 26: 19 mm, grain). 20 items.
 */
export const REFERENCE_ORDER_MM: OrderInput = {
  name: 'Reference kitchen',
  notes: 'Reference order (mm)',
  unit: 'mm',
  message: '',
  customer: CUSTOMER,
  material: [OAK_ON_ARCTIC_WHITE],
  cabinets: [
    // 1. base on legs (stretchers, toe kick), one door hinged left, quantity 2; hinges, screws,
    //    wall clips (wallmountbase), 1 adjustable shelf at 380 mm.
    referenceItem(ID.baseOneDoor, {
      x: 500,
      y: 870,
      z: 560,
      quantity: 2,
      description: 'Sink left',
      material: 'Cabinet',
      hinges: true,
      screws: true,
      door: true,
      wallmountbase: true,
      shelfquantity: 1,
      adjustableshelf1: 380,
    }),
    // 2. gola topJ with the customer's J profile 60 x 27 mm; hinges, dowels; no shelves.
    referenceItem(ID.baseOneDoorHandleless, {
      x: 450,
      y: 870,
      z: 560,
      description: 'Handleless base',
      material: 'Cabinet',
      hinges: true,
      dowell: true,
      door: true,
      jheight: 60,
      jdeep: 27,
      shelfquantity: 0,
    }),
    // 3. a pair of doors 390 mm each (centred), doors NOT included (door false); hinges, screws,
    //    dowels; 1 adjustable shelf (shop spacing).
    referenceItem(ID.baseTwoDoors, {
      x: 800,
      y: 870,
      z: 580,
      description: 'Box only',
      material: 'Cabinet',
      hinges: true,
      screws: true,
      dowell: true,
      dwidth: 390,
      shelfquantity: 1,
    }),
    // 4. a pair whose door width does not fit: sent as 496 mm (497 mm the most intake takes),
    //    stored as 600 mm (an order placed before the construction check, see
    //    referenceStoredOrder), clamped to 497 mm; hinges, screws.
    referenceItem(ID.baseTwoDoorsSink, {
      x: 1000,
      y: 870,
      z: 600,
      description: 'Sink',
      material: 'Finish',
      hinges: true,
      screws: true,
      door: true,
      dwidth: LEGACY_DOOR_WIDTH.sentMm,
    }),
    // 5. drawer base, 3 fronts (two of 180 mm, the bottom one the rest), tandenBox (3 mm holes),
    //    slide centres 150 and 400 mm; screws, wall clips (wallmountbase).
    referenceItem(ID.baseThreeDrawers, {
      x: 600,
      y: 870,
      z: 560,
      description: 'Drawers',
      material: 'Cabinet',
      screws: true,
      wallmountbase: true,
      frontdrawer: true,
      holesfrontdrawer: 3,
      slidemarks1: 150,
      slidemarks2: 400,
      dwheight: 180,
    }),
    // 6. gola topJMidC drawer base (see golaDrawerBase).
    golaDrawerBase(900, 'Gola drawers'),
    // 7. a 160 mm drawer front over a door (fdrwheight), tandenBox; hinges; 1 adjustable shelf.
    referenceItem(ID.baseDoorAndDrawer, {
      x: 450,
      y: 870,
      z: 560,
      description: 'Door and drawer',
      material: 'Cabinet',
      hinges: true,
      door: true,
      frontdrawer: true,
      holesfrontdrawer: 3,
      fdrwheight: 160,
      shelfquantity: 1,
    }),
    // 8. base blind corner: one 350 mm door at the open right end, hinged right (the blind zone
    //    560 + 19 + 50 leaves at most 366), a blind panel and a filler; hinges; 1 adjustable shelf.
    referenceItem(ID.baseBlindCorner, {
      x: 1000,
      y: 870,
      z: 600,
      description: 'Blind corner',
      material: 'Cabinet',
      hinges: true,
      door: true,
      dwidth: 350,
      shelfquantity: 1,
    }),
    // 9. lazy-susan corner (fold angle 90), a pair of doors; hinges, screws.
    referenceItem(ID.baseLazySusan, {
      x: 900,
      y: 870,
      z: 900,
      description: 'Lazy susan',
      material: 'Cabinet',
      hinges: true,
      screws: true,
      door: true,
    }),
    // 10. wall unit (top, no legs), quantity 3; hinges, screws, wall clips (wallmount);
    //     2 adjustable shelves at 240 and 480 mm.
    referenceItem(ID.wallOneDoor, {
      x: 400,
      y: 720,
      z: 320,
      quantity: 3,
      description: 'Wall left',
      material: 'Cabinet',
      hinges: true,
      screws: true,
      door: true,
      wallmount: true,
      shelfquantity: 2,
      adjustableshelf1: 240,
      adjustableshelf2: 480,
    }),
    // 11. wall pair, door width given as 396.5 mm (the default before the half gap at the sides;
    //     now (800 - 3 - 3) / 2 = 397, so the pair is centred 0.5 mm in); NO hinges; wall clips;
    //     1 adjustable shelf.
    referenceItem(ID.wallTwoDoors, {
      x: 800,
      y: 720,
      z: 320,
      description: 'Wall pair',
      material: 'Cabinet',
      door: true,
      wallmount: true,
      dwidth: 396.5,
      shelfquantity: 1,
    }),
    // 12. lift-up door 380 mm high (in the mechanism's range), open space below; wall clips;
    //     1 adjustable shelf.
    referenceItem(ID.wallLiftUp, {
      x: 900,
      y: 400,
      z: 350,
      description: 'Lift up',
      material: 'Cabinet',
      wallmount: true,
      door: true,
      dheight: 380,
      shelfquantity: 1,
    }),
    // 13. lift-up door 200 mm high: OUT of the mechanism's range (below 240 mm; the catalogue's
    //     lift-up models are at most 600 mm high, so a front above 600 mm cannot be ordered);
    //     wall clips; no shelves.
    referenceItem(ID.wallLiftUp, {
      x: 600,
      y: 300,
      z: 300,
      description: 'Lift up low',
      material: 'Cabinet',
      wallmount: true,
      door: true,
      dheight: 200,
      shelfquantity: 0,
    }),
    // 14. tall pantry, quantity 2: sections upper 1200 / lower 800 mm (fixed shelf at 800 mm),
    //     doors 1250 (upper) and 740 mm (lower), 3 upper + 1 lower adjustable shelves; hinges,
    //     dowels.
    twoDoorPantry({ quantity: 2, wheight: 1200, bheight: 800 }),
    // 15. oven tower: upper door 400, niche (grows to fill), one drawer front (default 140 mm),
    //     lower door 700; galleryC; slide centre 1050 mm; fixed shelves at 900 and 1520 mm;
    //     hinges, screws.
    referenceItem(ID.ovenTower, {
      x: 600,
      y: 2100,
      z: 600,
      description: 'Oven tower',
      material: 'Cabinet',
      hinges: true,
      screws: true,
      door: true,
      frontdrawer: true,
      holesfrontdrawer: 10,
      slidemarks1: 1050,
      udheight: 400,
      ldheight: 700,
      fixedshelf1: 900,
      fixedshelf2: 1520,
    }),
    // 16. drawer unit, quantity 2: 2 fronts (top 300 mm), tandenBox, an internal drawer, slide
    //     centre 200 mm; screws.
    referenceItem(ID.drawerUnitTwo, {
      x: 800,
      y: 720,
      z: 500,
      quantity: 2,
      description: 'Drawer unit',
      material: 'Cabinet',
      screws: true,
      frontdrawer: true,
      holesfrontdrawer: 3,
      slidemarks1: 200,
      dwheight: 300,
      intdrawer: true,
    }),
    // 17. end panel in the finish (grain), vertical, quantity 2.
    referenceItem(ID.endPanel, {
      x: 580,
      y: 870,
      z: 0,
      quantity: 2,
      description: 'End panel',
      material: 'Finish',
      orientation: 'Vertical',
    }),
    // 18. filler strip in the cabinet colour, cut horizontal (length = the 100 mm width).
    referenceItem(ID.fillerStrip, {
      x: 100,
      y: 720,
      z: 0,
      description: 'Filler',
      material: 'Cabinet',
      orientation: 'Horizontal',
    }),
    // 19. loose door with hinge holes (holeshingesdowel), quantity 2.
    referenceItem(ID.doorTwoHoles, {
      x: 400,
      y: 700,
      z: 0,
      quantity: 2,
      description: 'Spare door',
      material: 'Finish',
      orientation: 'Vertical',
      holeshingesdowel: true,
    }),
    // 20. loose drawer front, 3 mm holes (tandenBox), horizontal.
    referenceItem(ID.drawerFront, {
      x: 600,
      y: 150,
      z: 0,
      description: 'Spare front',
      material: 'Finish',
      orientation: 'Horizontal',
      holesfrontdrawer: 3,
    }),
  ],
};

/**
 * The inch order: a custom cabinet colour in inches (Birch ply 96 x 48 x 0.75 in: 19.05 mm,
 * grain), finish High-Gloss Acrylic (tile 24: 19 mm, no grain). 8 items.
 */
export const REFERENCE_ORDER_IN: OrderInput = {
  name: 'Reference kitchen (in)',
  notes: 'Reference order (in)',
  unit: 'in',
  message: '',
  customer: { ...CUSTOMER, orderName: 'Reference kitchen (in)' },
  material: [
    {
      id: FINISH_IDS.highGlossAcrylic,
      name: 'High-Gloss Acrylic',
      x: null,
      y: null,
      z: null,
      grain: null,
      custom: false,
      color: customChoice('cabinet', 'Birch ply'),
    },
  ],
  cabinets: [
    // 1. base 20 x 34.5 x 24 in, quantity 3; hinges, screws; 1 adjustable shelf at 15 in.
    referenceItem(ID.baseOneDoor, {
      x: 20,
      y: 34.5,
      z: 24,
      quantity: 3,
      description: 'Base 20',
      material: 'Cabinet',
      hinges: true,
      screws: true,
      door: true,
      shelfquantity: 1,
      adjustableshelf1: 15,
    }),
    // 2. wall pair 30 x 30 x 12 in, quantity 2, doors 14.5 in each (centred); hinges, wall
    //    clips; 1 adjustable shelf.
    referenceItem(ID.wallTwoDoors, {
      x: 30,
      y: 30,
      z: 12,
      quantity: 2,
      description: 'Wall 30',
      material: 'Cabinet',
      hinges: true,
      door: true,
      wallmount: true,
      dwidth: 14.5,
      shelfquantity: 1,
    }),
    // 3. tall pantry, one door; fixed shelf at 40 in, 4 adjustable shelves; hinges, dowels.
    referenceItem(ID.pantryOneDoor, {
      x: 18,
      y: 84,
      z: 24,
      description: 'Pantry 18',
      material: 'Cabinet',
      hinges: true,
      dowell: true,
      door: true,
      fixedshelf1: 40,
      shelfquantity: 4,
    }),
    // 4. wide pantry (two door columns by width): 4 doors 17.5 in wide, upper 50 in, lower
    //    29.75 in; 2 upper + 1 lower adjustable shelves; hinges, screws.
    referenceItem(ID.pantryTwoDoorWide, {
      x: 36,
      y: 84,
      z: 24,
      description: 'Pantry 36',
      material: 'Cabinet',
      hinges: true,
      screws: true,
      door: true,
      dwidth: 17.5,
      udheight: 50,
      ldheight: 29.75,
      shelfupperlevel: 2,
      shelflowerlevel: 1,
    }),
    // 5. gola topJMidC drawer unit, quantity 2: 3 fronts (two of 7 in), tandenBox; dowels.
    referenceItem(ID.drawerUnitThreeHandleless, {
      x: 30,
      y: 34.5,
      z: 24,
      quantity: 2,
      description: 'Gola drawers 30',
      material: 'Cabinet',
      dowell: true,
      frontdrawer: true,
      holesfrontdrawer: 3,
      dwheight: 7,
      jheight: 57,
      jdeep: 26,
      cheight: 74,
      cdeep: 26,
    }),
    // 6. drawer unit, 3 fronts NOT included (frontdrawer false), no slide holes (0).
    referenceItem(ID.drawerUnitThree, {
      x: 24,
      y: 30,
      z: 22,
      description: 'Drawer box 24',
      material: 'Cabinet',
      holesfrontdrawer: 0,
      dwheight: 6,
    }),
    // 7. shelf panel in the cabinet colour, horizontal, quantity 4.
    referenceItem(ID.shelfPanel, {
      x: 36,
      y: 12,
      z: 0,
      quantity: 4,
      description: 'Shelf 36',
      material: 'Cabinet',
      orientation: 'Horizontal',
    }),
    // 8. loose tall door with horizontal hinge holes (holeshorzhinge).
    referenceItem(ID.doorThreeHoles, {
      x: 18,
      y: 48,
      z: 0,
      description: 'Spare door 48',
      material: 'Finish',
      orientation: 'Vertical',
      holeshorzhinge: true,
    }),
  ],
};

/** The uuids and times the reference orders are stored with. */
export const REFERENCE_STAMPS: Record<Unit, OrderStamp> = {
  mm: { uuid: '5f0c8a2e-1b7d-4c3a-9e6f-2a4b6c8d0e1f', now: new Date('2026-11-24T09:00:00.000Z') },
  in: { uuid: '7a1d9b3f-2c8e-4d4b-8f70-3b5c7d9e1f20', now: new Date('2026-11-24T09:30:00.000Z') },
};

/** The millimetre order's items as stored before the construction check (item 4's 600 mm). */
export function asStoredBeforeConstructionCheck(cabinets: readonly Item[]): Item[] {
  return cabinets.map((item, index) =>
    index === LEGACY_DOOR_WIDTH.itemIndex ? { ...item, dwidth: LEGACY_DOOR_WIDTH.storedMm } : item,
  );
}

/**
 * The reference order of a unit as the server stores it (acceptOrder against the fixture; the
 * millimetre order with item 4 as it was stored before the construction check).
 */
export function referenceStoredOrder(unit: Unit): StoredOrder {
  const input = unit === 'mm' ? REFERENCE_ORDER_MM : REFERENCE_ORDER_IN;
  const accepted = acceptOrder(input, REFERENCE_TREE, REFERENCE_STAMPS[unit]);
  if (unit === 'in') return accepted;
  return { ...accepted, cabinets: asStoredBeforeConstructionCheck(accepted.cabinets) };
}
