import type { SeedCategory, SeedPropertyFlag } from './catalogue-data';
import { flat, hung, standing } from './construction-data';

/**
 * The furniture tree (category -> type -> model). Sizes are millimetres: x is the width, y the
 * height and z the depth; a model whose zmin is 0 has no depth check (panels, doors, fillers).
 * Ids follow the tree: category 100, its types 110, 120 ..., their models 111, 112 ...
 */

const CARCASS: readonly SeedPropertyFlag[] = [
  'cabinetMaterial',
  'screwsAssembly',
  'dowellAssembly',
];
const DOOR_BOX: readonly SeedPropertyFlag[] = [...CARCASS, 'hingesHoles', 'includeDoor'];
const SHELVES: readonly SeedPropertyFlag[] = ['shelfQuantity', 'adjustableShelf'];
const DRAWERS: readonly SeedPropertyFlag[] = ['frontDrawer', 'holesFrontDrawer', 'drawerSlides'];
const HANDLELESS: readonly SeedPropertyFlag[] = ['jProfile', 'cProfile'];
const SHEET_PART: readonly SeedPropertyFlag[] = ['cabinetMaterial', 'cutOrientation'];

/** The open niche of the oven tower, where the oven goes (millimetres of height). */
const OVEN_NICHE_MM = 600;

export const FURNITURE: readonly SeedCategory[] = [
  {
    id: 100,
    name: 'Base Cabinets',
    types: [
      {
        id: 110,
        name: 'Base 1 Door',
        models: [
          {
            id: 111,
            name: 'Base 1 Door',
            bounds: [250, 600, 600, 900, 300, 650],
            flags: [...DOOR_BOX, 'wallMountBase', ...SHELVES],
            construction: standing('base'),
          },
          {
            id: 112,
            name: 'Base 1 Door Handleless',
            bounds: [250, 600, 600, 900, 300, 650],
            flags: [...DOOR_BOX, 'wallMountBase', 'jProfile', ...SHELVES],
            construction: standing('base', { gola: 'topJ' }),
          },
        ],
      },
      {
        id: 120,
        name: 'Base 2 Doors',
        models: [
          {
            id: 121,
            name: 'Base 2 Doors',
            bounds: [600, 1200, 600, 900, 300, 650],
            flags: [...DOOR_BOX, 'wallMountBase', 'doorWidth', ...SHELVES],
            construction: standing('base', { doorColumns: 2 }),
          },
          {
            id: 122,
            name: 'Base 2 Doors Sink',
            bounds: [600, 1200, 600, 900, 500, 650],
            flags: [...DOOR_BOX, 'doorWidth'],
            construction: standing('base', { doorColumns: 2 }),
          },
        ],
      },
      {
        id: 130,
        name: 'Base Drawers',
        models: [
          {
            id: 131,
            name: 'Base 3 Drawers',
            bounds: [300, 1000, 600, 900, 400, 650],
            flags: [...CARCASS, 'wallMountBase', ...DRAWERS, 'drawerHeight'],
            construction: standing('drawerBase', { doorColumns: 0, drawerFronts: 3 }),
          },
          {
            id: 132,
            name: 'Base 4 Drawers Handleless',
            bounds: [300, 1000, 600, 900, 400, 650],
            flags: [...CARCASS, 'wallMountBase', ...DRAWERS, 'drawerHeight', ...HANDLELESS],
            construction: standing('drawerBase', {
              doorColumns: 0,
              drawerFronts: 4,
              gola: 'topJMidC',
            }),
          },
          {
            id: 133,
            name: 'Base 1 Door 1 Drawer',
            bounds: [300, 600, 600, 900, 400, 650],
            flags: [
              ...DOOR_BOX,
              'frontDrawer',
              'holesFrontDrawer',
              'frontDrawerHeight',
              ...SHELVES,
            ],
            construction: standing('base', { drawerFronts: 1 }),
          },
        ],
      },
      {
        id: 140,
        name: 'Base Corner',
        models: [
          {
            id: 141,
            name: 'Base Blind Corner',
            bounds: [900, 1200, 600, 900, 550, 650],
            flags: [...DOOR_BOX, 'wallMountBase', 'doorWidth', ...SHELVES],
            construction: standing('cornerBlind'),
          },
          {
            id: 142,
            name: 'Base Lazy Susan',
            bounds: [800, 950, 600, 900, 800, 950],
            flags: [...DOOR_BOX, 'wallMountBase'],
            construction: standing('cornerLazySusan', { foldAngle: 90, doorColumns: 2 }),
          },
        ],
      },
    ],
  },
  {
    id: 200,
    name: 'Wall Cabinets',
    types: [
      {
        id: 210,
        name: 'Wall 1 Door',
        models: [
          {
            id: 211,
            name: 'Wall 1 Door',
            bounds: [250, 600, 300, 1000, 250, 400],
            flags: [...DOOR_BOX, 'wallMount', ...SHELVES],
            construction: hung('wall'),
          },
        ],
      },
      {
        id: 220,
        name: 'Wall 2 Doors',
        models: [
          {
            id: 221,
            name: 'Wall 2 Doors',
            bounds: [600, 1200, 300, 1000, 250, 400],
            flags: [...DOOR_BOX, 'wallMount', 'doorWidth', ...SHELVES],
            construction: hung('wall', { doorColumns: 2 }),
          },
        ],
      },
      {
        id: 230,
        name: 'Wall Lift Up',
        models: [
          {
            id: 231,
            name: 'Wall Lift Up',
            bounds: [450, 1200, 300, 600, 250, 400],
            flags: [...CARCASS, 'wallMount', 'includeDoor', 'doorHeight', ...SHELVES],
            construction: hung('liftUpWall'),
          },
        ],
      },
      {
        id: 240,
        name: 'Wall Corner',
        models: [
          {
            id: 241,
            name: 'Wall Blind Corner',
            bounds: [600, 900, 300, 1000, 250, 400],
            flags: [...DOOR_BOX, 'wallMount', 'doorWidth', ...SHELVES],
            construction: hung('cornerBlind'),
          },
        ],
      },
    ],
  },
  {
    id: 300,
    name: 'Tall Cabinets',
    types: [
      {
        id: 310,
        name: 'Pantry 1 Door',
        models: [
          {
            id: 311,
            name: 'Pantry 1 Door',
            bounds: [300, 600, 1800, 2400, 300, 650],
            flags: [...DOOR_BOX, 'fixedShelf', ...SHELVES],
            construction: standing('tall', { fixedShelves: 1 }),
          },
        ],
      },
      {
        id: 320,
        name: 'Pantry 2 Door',
        models: [
          {
            id: 321,
            name: 'Pantry 2 Door',
            bounds: [300, 600, 1800, 2400, 300, 650],
            flags: [
              ...DOOR_BOX,
              'pantryWallHeight',
              'pantryBaseHeight',
              'uDoorHeight',
              'lDoorHeight',
              'shelfUpperQuantity',
              'shelfLowerQuantity',
              'fixedShelf',
            ],
            construction: standing('tall', { doorRows: 2, fixedShelves: 1 }),
          },
          {
            id: 322,
            name: 'Pantry 2 Door Wide',
            bounds: [600, 1000, 1800, 2400, 300, 650],
            flags: [
              ...DOOR_BOX,
              'doorWidth',
              'pantryWallHeight',
              'pantryBaseHeight',
              'uDoorHeight',
              'lDoorHeight',
              'shelfUpperQuantity',
              'shelfLowerQuantity',
              'fixedShelf',
            ],
            construction: standing('tall', {
              doorColumns: 'byWidth',
              doorRows: 2,
              fixedShelves: 1,
            }),
          },
        ],
      },
      {
        id: 330,
        name: 'Oven Tower',
        models: [
          {
            id: 331,
            name: 'Oven Tower',
            bounds: [560, 620, 1800, 2400, 550, 650],
            flags: [...DOOR_BOX, 'uDoorHeight', 'lDoorHeight', ...DRAWERS, 'fixedShelf'],
            construction: standing('tall', {
              doorRows: 2,
              drawerFronts: 1,
              fixedShelves: 2,
              nicheMm: OVEN_NICHE_MM,
            }),
          },
        ],
      },
    ],
  },
  {
    id: 400,
    name: 'Drawer Units',
    types: [
      {
        id: 410,
        name: 'Drawer Unit 2 Drawers',
        models: [
          {
            id: 411,
            name: 'Drawer Unit 2 Drawers',
            bounds: [300, 1200, 300, 900, 400, 650],
            flags: [...CARCASS, ...DRAWERS, 'drawerHeight', 'internalDrawer'],
            construction: standing('drawerBase', { doorColumns: 0, drawerFronts: 2 }),
          },
        ],
      },
      {
        id: 420,
        name: 'Drawer Unit 3 Drawers',
        models: [
          {
            id: 421,
            name: 'Drawer Unit 3 Drawers',
            bounds: [300, 1200, 500, 1000, 400, 650],
            flags: [...CARCASS, ...DRAWERS, 'drawerHeight', 'internalDrawer'],
            construction: standing('drawerBase', { doorColumns: 0, drawerFronts: 3 }),
          },
          {
            id: 422,
            name: 'Drawer Unit 3 Drawers Handleless',
            bounds: [300, 1200, 500, 1000, 400, 650],
            flags: [...CARCASS, ...DRAWERS, 'drawerHeight', ...HANDLELESS],
            construction: standing('drawerBase', {
              doorColumns: 0,
              drawerFronts: 3,
              gola: 'topJMidC',
            }),
          },
        ],
      },
    ],
  },
  {
    id: 500,
    name: 'Panels & Fillers',
    types: [
      {
        id: 510,
        name: 'Filler',
        models: [
          {
            id: 511,
            name: 'Filler Strip',
            bounds: [20, 150, 300, 2400, 0, 0],
            flags: SHEET_PART,
            construction: flat('filler'),
          },
          {
            id: 512,
            name: 'Filler Overlay',
            bounds: [20, 300, 300, 2400, 0, 0],
            flags: SHEET_PART,
            construction: flat('filler'),
          },
        ],
      },
      {
        id: 520,
        name: 'Panel',
        models: [
          {
            id: 521,
            name: 'End Panel',
            bounds: [300, 700, 300, 2400, 0, 0],
            flags: SHEET_PART,
            construction: flat('panel'),
          },
          {
            id: 522,
            name: 'Shelf Panel',
            bounds: [150, 1200, 100, 650, 0, 0],
            flags: SHEET_PART,
            construction: flat('panel'),
          },
          {
            id: 523,
            name: 'Toe Kick',
            bounds: [300, 2400, 80, 150, 0, 0],
            flags: SHEET_PART,
            construction: flat('panel'),
          },
        ],
      },
    ],
  },
  {
    id: 600,
    name: 'Doors & Fronts',
    types: [
      {
        id: 610,
        name: 'Door 2 holes',
        models: [
          {
            id: 611,
            name: 'Door 2 holes',
            bounds: [150, 600, 250, 900, 0, 0],
            flags: [...SHEET_PART, 'holesHingesDowel', 'holesHorzHinge'],
            construction: flat('doorOnly', { doorColumns: 1, hingesPerDoor: 2 }),
          },
        ],
      },
      {
        id: 620,
        name: 'Door 3 holes',
        models: [
          {
            id: 621,
            name: 'Door 3 holes',
            bounds: [150, 600, 900, 1600, 0, 0],
            flags: [...SHEET_PART, 'holesHingesDowel', 'holesHorzHinge'],
            construction: flat('doorOnly', { doorColumns: 1, hingesPerDoor: 3 }),
          },
        ],
      },
      {
        id: 630,
        name: 'Drawer Front',
        models: [
          {
            id: 631,
            name: 'Drawer Front',
            bounds: [150, 1200, 100, 450, 0, 0],
            flags: [...SHEET_PART, 'holesFrontDrawer'],
            construction: flat('doorOnly', { drawerFronts: 1 }),
          },
        ],
      },
    ],
  },
];
