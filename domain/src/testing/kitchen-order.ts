/*
 * A realistic 20-item kitchen in millimetres: the order behind the kitchen fixture of the nesting
 * tests and benchmark (docs/production/nesting.md, "Benchmark") and the cutting-plan and label
 * snapshots (docs/production/plans-and-labels.md). Cabinet colour Arctic White (tile 1: 18 mm,
 * 2800 x 2070, no grain), finish Oak Veneer (tile 26: 19 mm, 2500 x 1250, grain). A run of base
 * units with a sink, drawers and two corners, wall units with a lift-up and a corner, a pantry and
 * an oven tower, end panels and fillers. Like the reference orders it is fixed: a new case goes in
 * a new order. Every yes/no option a model asks for is false unless set below.
 */
import { acceptOrder, type OrderInput, type OrderStamp, type StoredOrder } from '..';
import {
  golaDrawerBase,
  OAK_ON_ARCTIC_WHITE,
  REFERENCE_MODEL_IDS,
  REFERENCE_TREE,
  referenceItem,
  twoDoorPantry,
} from './reference-order';

const ID = REFERENCE_MODEL_IDS;

/** Base units: 870 high on legs, 560 deep (the sink 580). */
const BASE = { y: 870, z: 560 } as const;
/** Wall units: 720 high, 320 deep. */
const WALL = { y: 720, z: 320 } as const;
/** Tall units: 2100 high on legs, 580 deep. */
const TALL = { y: 2100, z: 580 } as const;

/** Assembly and hardware every cabinet of this kitchen asks for. */
const BUILT = { screws: true, hinges: true } as const;

/** The kitchen order as the customer's browser sends it. */
export const KITCHEN_ORDER: OrderInput = {
  name: 'Oak kitchen',
  notes: 'Kitchen order (mm): cutting plans and labels',
  unit: 'mm',
  message: '',
  customer: {
    fullName: 'Jordi Puig',
    address: '12 Carrer de Mallorca, Barcelona',
    email: 'jordi@example.com',
    phoneNumber: '600 300 400',
    orderName: 'Oak kitchen',
  },
  material: [OAK_ON_ARCTIC_WHITE],
  cabinets: [
    // 1. sink base, a pair of doors (each 397, the default width), no shelf (the sink and its pipes).
    referenceItem(ID.baseTwoDoorsSink, {
      x: 800,
      y: BASE.y,
      z: 580,
      description: 'Sink',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      dwidth: 397,
    }),
    // 2. dishwasher side: three drawers, tandenBox.
    referenceItem(ID.baseThreeDrawers, {
      x: 600,
      ...BASE,
      description: 'Pans',
      material: 'Cabinet',
      screws: true,
      wallmountbase: true,
      frontdrawer: true,
      holesfrontdrawer: 3,
      dwheight: 180,
    }),
    // 3. one door, one shelf.
    referenceItem(ID.baseOneDoor, {
      x: 450,
      ...BASE,
      description: 'Bins',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      shelfquantity: 1,
    }),
    // 4. a 160 mm drawer front over a door, one shelf.
    referenceItem(ID.baseDoorAndDrawer, {
      x: 500,
      ...BASE,
      description: 'Cutlery',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      frontdrawer: true,
      holesfrontdrawer: 3,
      fdrwheight: 160,
      shelfquantity: 1,
    }),
    // 5. a pair of doors (446.5 each, the default), one shelf.
    referenceItem(ID.baseTwoDoors, {
      x: 900,
      ...BASE,
      description: 'Pots',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      dwidth: 446.5,
      shelfquantity: 1,
    }),
    // 6. handleless drawers by the hob (three fronts of 110 mm, the bottom one the rest), galleryC; J 57 x 26 and C
    //    74 x 26 mm profiles.
    golaDrawerBase(800, 'Hob drawers'),
    // 7. narrow door, quantity 2 (either side of the oven tower run).
    referenceItem(ID.baseOneDoor, {
      x: 300,
      ...BASE,
      quantity: 2,
      description: 'Trays',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      shelfquantity: 1,
    }),
    // 8. blind corner, its door 350 at the open end (the blind zone 560 + 19 + 50 leaves at most
    //    366, docs/production/parts.md "Blind corner"), one shelf.
    referenceItem(ID.baseBlindCorner, {
      x: 1000,
      y: BASE.y,
      z: 600,
      description: 'Corner',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      dwidth: 350,
      shelfquantity: 1,
    }),
    // 9. lazy-susan corner, a pair of doors.
    referenceItem(ID.baseLazySusan, {
      x: 900,
      y: BASE.y,
      z: 900,
      description: 'Carousel',
      material: 'Cabinet',
      ...BUILT,
      door: true,
    }),
    // 10. wall pair over the sink (397 each), two shelves.
    referenceItem(ID.wallTwoDoors, {
      x: 800,
      ...WALL,
      description: 'Over sink',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      dwidth: 397,
      wallmount: true,
      shelfquantity: 2,
    }),
    // 11. wall one door, quantity 2, two shelves.
    referenceItem(ID.wallOneDoor, {
      x: 450,
      ...WALL,
      quantity: 2,
      description: 'Glasses',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      wallmount: true,
      shelfquantity: 2,
    }),
    // 12. wall one door, two shelves.
    referenceItem(ID.wallOneDoor, {
      x: 500,
      ...WALL,
      description: 'Plates',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      wallmount: true,
      shelfquantity: 2,
    }),
    // 13. lift-up over the hob extractor, 380 mm front.
    referenceItem(ID.wallLiftUp, {
      x: 900,
      y: 400,
      z: 350,
      description: 'Over hob',
      material: 'Cabinet',
      wallmount: true,
      door: true,
      dheight: 380,
      shelfquantity: 0,
    }),
    // 14. wall pair (446.5 each), one shelf.
    referenceItem(ID.wallTwoDoors, {
      x: 900,
      ...WALL,
      description: 'Spices',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      dwidth: 446.5,
      wallmount: true,
      shelfquantity: 1,
    }),
    // 15. pantry, upper door 1250 and lower 740, 3 + 1 shelves.
    twoDoorPantry(),
    // 16. oven tower: upper door, niche, a drawer front, lower door.
    referenceItem(ID.ovenTower, {
      x: 600,
      y: TALL.y,
      z: 600,
      description: 'Oven',
      material: 'Cabinet',
      ...BUILT,
      door: true,
      frontdrawer: true,
      holesfrontdrawer: 10,
      udheight: 400,
      ldheight: 700,
    }),
    // 17. end panels of the base run in the finish, quantity 2.
    referenceItem(ID.endPanel, {
      x: 580,
      y: BASE.y,
      z: 0,
      quantity: 2,
      description: 'Base ends',
      material: 'Finish',
      orientation: 'Vertical',
    }),
    // 18. end panel of the tall units in the finish.
    referenceItem(ID.endPanel, {
      x: 600,
      y: TALL.y,
      z: 0,
      description: 'Tall end',
      material: 'Finish',
      orientation: 'Vertical',
    }),
    // 19. filler strips at the walls, quantity 2.
    referenceItem(ID.fillerStrip, {
      x: 50,
      y: WALL.y,
      z: 0,
      quantity: 2,
      description: 'Wall fillers',
      material: 'Cabinet',
      orientation: 'Vertical',
    }),
    // 20. a loose drawer front to match the drawers (a spare).
    referenceItem(ID.drawerFront, {
      x: 600,
      y: 180,
      z: 0,
      description: 'Spare front',
      material: 'Finish',
      orientation: 'Horizontal',
      holesfrontdrawer: 3,
    }),
  ],
};

/** The uuid and time the kitchen order is stored with. */
export const KITCHEN_STAMP: OrderStamp = {
  uuid: '3c9e7d1a-5b2f-4e8a-a1c6-9d0b2e4f6a81',
  now: new Date('2026-11-25T10:00:00.000Z'),
};

/** The URL of the kitchen order in the admin area, as the labels' QR codes carry it. */
export const KITCHEN_ORDER_URL = `https://shop.example.com/admin/orders/${KITCHEN_STAMP.uuid}`;

/** The kitchen order as the server stores it (acceptOrder against the catalogue fixture). */
export function kitchenStoredOrder(): StoredOrder {
  return acceptOrder(KITCHEN_ORDER, REFERENCE_TREE, KITCHEN_STAMP);
}
