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
    nameEs: 'Muebles bajos',
    types: [
      {
        id: 110,
        name: 'Base 1 Door',
        nameEs: 'Bajo 1 puerta',
        models: [
          {
            id: 111,
            name: 'Base 1 Door',
            nameEs: 'Bajo 1 puerta',
            bounds: [250, 600, 600, 900, 300, 650],
            flags: [...DOOR_BOX, 'wallMountBase', ...SHELVES],
            construction: standing('base'),
          },
          {
            id: 112,
            name: 'Base 1 Door Handleless',
            nameEs: 'Bajo 1 puerta sin tirador',
            bounds: [250, 600, 600, 900, 300, 650],
            flags: [...DOOR_BOX, 'wallMountBase', 'jProfile', ...SHELVES],
            construction: standing('base', { gola: 'topJ' }),
          },
        ],
      },
      {
        id: 120,
        name: 'Base 2 Doors',
        nameEs: 'Bajo 2 puertas',
        models: [
          {
            id: 121,
            name: 'Base 2 Doors',
            nameEs: 'Bajo 2 puertas',
            bounds: [600, 1200, 600, 900, 300, 650],
            flags: [...DOOR_BOX, 'wallMountBase', 'doorWidth', ...SHELVES],
            construction: standing('base', { doorColumns: 2 }),
          },
          {
            id: 122,
            name: 'Base 2 Doors Sink',
            nameEs: 'Bajo fregadero 2 puertas',
            bounds: [600, 1200, 600, 900, 500, 650],
            flags: [...DOOR_BOX, 'doorWidth'],
            construction: standing('base', { doorColumns: 2, serviceCutout: true }),
          },
        ],
      },
      {
        id: 130,
        name: 'Base Drawers',
        nameEs: 'Bajo con cajones',
        models: [
          {
            id: 131,
            name: 'Base 3 Drawers',
            nameEs: 'Bajo 3 cajones',
            bounds: [300, 1000, 600, 900, 400, 650],
            flags: [...CARCASS, 'wallMountBase', ...DRAWERS, 'drawerHeight'],
            construction: standing('drawerBase', { doorColumns: 0, drawerFronts: 3 }),
          },
          {
            id: 132,
            name: 'Base 4 Drawers Handleless',
            nameEs: 'Bajo 4 cajones sin tirador',
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
            nameEs: 'Bajo 1 puerta 1 cajón',
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
        nameEs: 'Bajo rinconero',
        models: [
          {
            id: 141,
            name: 'Base Blind Corner',
            nameEs: 'Bajo rinconero ciego',
            bounds: [900, 1200, 600, 900, 550, 650],
            flags: [...DOOR_BOX, 'wallMountBase', 'doorWidth', ...SHELVES],
            construction: standing('cornerBlind'),
          },
          {
            id: 142,
            name: 'Base Lazy Susan',
            nameEs: 'Bajo rinconero giratorio',
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
    nameEs: 'Muebles altos',
    types: [
      {
        id: 210,
        name: 'Wall 1 Door',
        nameEs: 'Alto 1 puerta',
        models: [
          {
            id: 211,
            name: 'Wall 1 Door',
            nameEs: 'Alto 1 puerta',
            bounds: [250, 600, 300, 1000, 250, 400],
            flags: [...DOOR_BOX, 'wallMount', ...SHELVES],
            construction: hung('wall'),
          },
        ],
      },
      {
        id: 220,
        name: 'Wall 2 Doors',
        nameEs: 'Alto 2 puertas',
        models: [
          {
            id: 221,
            name: 'Wall 2 Doors',
            nameEs: 'Alto 2 puertas',
            bounds: [600, 1200, 300, 1000, 250, 400],
            flags: [...DOOR_BOX, 'wallMount', 'doorWidth', ...SHELVES],
            construction: hung('wall', { doorColumns: 2 }),
          },
        ],
      },
      {
        id: 230,
        name: 'Wall Lift Up',
        nameEs: 'Alto abatible',
        models: [
          {
            id: 231,
            name: 'Wall Lift Up',
            nameEs: 'Alto abatible',
            bounds: [450, 1200, 300, 600, 250, 400],
            flags: [...CARCASS, 'wallMount', 'includeDoor', 'doorHeight', ...SHELVES],
            construction: hung('liftUpWall'),
          },
        ],
      },
      {
        id: 240,
        name: 'Wall Corner',
        nameEs: 'Alto rinconero',
        models: [
          {
            id: 241,
            name: 'Wall Blind Corner',
            nameEs: 'Alto rinconero ciego',
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
    nameEs: 'Columnas',
    types: [
      {
        id: 310,
        name: 'Pantry 1 Door',
        nameEs: 'Despensero 1 puerta',
        models: [
          {
            id: 311,
            name: 'Pantry 1 Door',
            nameEs: 'Despensero 1 puerta',
            bounds: [300, 600, 1800, 2400, 300, 650],
            flags: [...DOOR_BOX, 'fixedShelf', ...SHELVES],
            construction: standing('tall', { fixedShelves: 1 }),
          },
        ],
      },
      {
        id: 320,
        name: 'Pantry 2 Door',
        nameEs: 'Despensero 2 puertas',
        models: [
          {
            id: 321,
            name: 'Pantry 2 Door',
            nameEs: 'Despensero 2 puertas',
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
            nameEs: 'Despensero 2 puertas ancho',
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
        nameEs: 'Columna de horno',
        models: [
          {
            id: 331,
            name: 'Oven Tower',
            nameEs: 'Columna de horno',
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
    nameEs: 'Cajoneras',
    types: [
      {
        id: 410,
        name: 'Drawer Unit 2 Drawers',
        nameEs: 'Cajonera 2 cajones',
        models: [
          {
            id: 411,
            name: 'Drawer Unit 2 Drawers',
            nameEs: 'Cajonera 2 cajones',
            bounds: [300, 1200, 300, 900, 400, 650],
            flags: [...CARCASS, ...DRAWERS, 'drawerHeight', 'internalDrawer'],
            construction: standing('drawerBase', { doorColumns: 0, drawerFronts: 2 }),
          },
        ],
      },
      {
        id: 420,
        name: 'Drawer Unit 3 Drawers',
        nameEs: 'Cajonera 3 cajones',
        models: [
          {
            id: 421,
            name: 'Drawer Unit 3 Drawers',
            nameEs: 'Cajonera 3 cajones',
            bounds: [300, 1200, 500, 1000, 400, 650],
            flags: [...CARCASS, ...DRAWERS, 'drawerHeight', 'internalDrawer'],
            construction: standing('drawerBase', { doorColumns: 0, drawerFronts: 3 }),
          },
          {
            id: 422,
            name: 'Drawer Unit 3 Drawers Handleless',
            nameEs: 'Cajonera 3 cajones sin tirador',
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
    nameEs: 'Paneles y rellenos',
    types: [
      {
        id: 510,
        name: 'Filler',
        nameEs: 'Relleno',
        models: [
          {
            id: 511,
            name: 'Filler Strip',
            nameEs: 'Regleta de relleno',
            bounds: [20, 150, 300, 2400, 0, 0],
            flags: SHEET_PART,
            construction: flat('filler'),
          },
          {
            id: 512,
            name: 'Filler Overlay',
            nameEs: 'Relleno superpuesto',
            bounds: [20, 300, 300, 2400, 0, 0],
            flags: SHEET_PART,
            construction: flat('filler'),
          },
        ],
      },
      {
        id: 520,
        name: 'Panel',
        nameEs: 'Panel',
        models: [
          {
            id: 521,
            name: 'End Panel',
            nameEs: 'Panel lateral',
            bounds: [300, 700, 300, 2400, 0, 0],
            flags: SHEET_PART,
            construction: flat('panel'),
          },
          {
            id: 522,
            name: 'Shelf Panel',
            nameEs: 'Panel de estante',
            bounds: [150, 1200, 100, 650, 0, 0],
            flags: SHEET_PART,
            construction: flat('panel'),
          },
          {
            id: 523,
            name: 'Toe Kick',
            nameEs: 'Zócalo',
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
    nameEs: 'Puertas y frentes',
    types: [
      {
        id: 610,
        name: 'Door 2 holes',
        nameEs: 'Puerta 2 taladros',
        models: [
          {
            id: 611,
            name: 'Door 2 holes',
            nameEs: 'Puerta 2 taladros',
            bounds: [150, 600, 250, 900, 0, 0],
            flags: [...SHEET_PART, 'holesHingesDowel', 'holesHorzHinge'],
            construction: flat('doorOnly', { doorColumns: 1, hingesPerDoor: 2 }),
          },
        ],
      },
      {
        id: 620,
        name: 'Door 3 holes',
        nameEs: 'Puerta 3 taladros',
        models: [
          {
            id: 621,
            name: 'Door 3 holes',
            nameEs: 'Puerta 3 taladros',
            bounds: [150, 600, 900, 1600, 0, 0],
            flags: [...SHEET_PART, 'holesHingesDowel', 'holesHorzHinge'],
            construction: flat('doorOnly', { doorColumns: 1, hingesPerDoor: 3 }),
          },
        ],
      },
      {
        id: 630,
        name: 'Drawer Front',
        nameEs: 'Frente de cajón',
        models: [
          {
            id: 631,
            name: 'Drawer Front',
            nameEs: 'Frente de cajón',
            bounds: [150, 1200, 100, 450, 0, 0],
            flags: [...SHEET_PART, 'holesFrontDrawer'],
            construction: flat('doorOnly', { drawerFronts: 1 }),
          },
        ],
      },
    ],
  },
];
