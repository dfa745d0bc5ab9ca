/**
 * The starting catalogue of a cabinet-parts shop: its shapes and the cabinet colour and finish
 * tiles; the furniture tree is in furniture-data.ts. Ids are fixed so orders, fixtures and
 * documentation can refer to them.
 */
import { SHEETS, type SeedConstruction, type SeedSheet } from './construction-data';

/**
 * The property flags a model can switch on (docs/product.md §3). This list is data for the seed; the
 * domain package owns the meaning of each flag, and the BFF tests check both lists agree.
 */
export type SeedPropertyFlag =
  | 'cabinetMaterial'
  | 'cutOrientation'
  | 'screwsAssembly'
  | 'dowellAssembly'
  | 'wallMount'
  | 'wallMountBase'
  | 'hingesHoles'
  | 'includeDoor'
  | 'jProfile'
  | 'cProfile'
  | 'shelfQuantity'
  | 'frontDrawer'
  | 'holesFrontDrawer'
  | 'shelfUpperQuantity'
  | 'shelfLowerQuantity'
  | 'pantryWallHeight'
  | 'pantryBaseHeight'
  | 'fixedShelf'
  | 'adjustableShelf'
  | 'drawerSlides'
  | 'doorWidth'
  | 'doorHeight'
  | 'uDoorHeight'
  | 'lDoorHeight'
  | 'drawerHeight'
  | 'holesHingesDowel'
  | 'holesHorzHinge'
  | 'internalDrawer'
  | 'frontDrawerHeight';

export interface SeedTile {
  id: number;
  name: string;
  /** The name in Spanish (docs/production/catalogue.md, "Names"). */
  nameEs: string;
  swatch: string | null;
  custom?: true;
  /** The sheet it is cut from; null on the CUSTOM tile (the customer gives the size). */
  sheet: SeedSheet | null;
}

/** [xmin, xmax, ymin, ymax, zmin, zmax] in millimetres. */
export type SeedBounds = readonly [number, number, number, number, number, number];

export interface SeedModel {
  id: number;
  name: string;
  /** The name in Spanish (docs/production/catalogue.md, "Names"). */
  nameEs: string;
  bounds: SeedBounds;
  flags: readonly SeedPropertyFlag[];
  /** How it is built (construction-data.ts). */
  construction: SeedConstruction;
}

export interface SeedType {
  id: number;
  name: string;
  /** The name in Spanish (docs/production/catalogue.md, "Names"). */
  nameEs: string;
  models: readonly SeedModel[];
}

export interface SeedCategory {
  id: number;
  name: string;
  /** The name in Spanish (docs/production/catalogue.md, "Names"). */
  nameEs: string;
  types: readonly SeedType[];
}

export const COLOUR_TILES: readonly SeedTile[] = [
  { id: 1, name: 'Arctic White', nameEs: 'Blanco Ártico', swatch: '#F4F4F1', sheet: SHEETS.plain },
  { id: 2, name: 'Cashmere', nameEs: 'Cachemira', swatch: '#D8CFC4', sheet: SHEETS.plain },
  { id: 3, name: 'Stone Grey', nameEs: 'Gris Piedra', swatch: '#9E9A93', sheet: SHEETS.plain },
  { id: 4, name: 'Graphite', nameEs: 'Grafito', swatch: '#3B3D40', sheet: SHEETS.plain },
  {
    id: 5,
    name: 'Midnight Black',
    nameEs: 'Negro Medianoche',
    swatch: '#1D1D1F',
    sheet: SHEETS.plain,
  },
  {
    id: 6,
    name: 'Natural Oak',
    nameEs: 'Roble Natural',
    swatch: '#C49A6C',
    sheet: SHEETS.woodDecor,
  },
  {
    id: 7,
    name: 'Smoked Oak',
    nameEs: 'Roble Ahumado',
    swatch: '#7A5C43',
    sheet: SHEETS.woodDecor,
  },
  {
    id: 8,
    name: 'American Walnut',
    nameEs: 'Nogal Americano',
    swatch: '#5B3A29',
    sheet: SHEETS.woodDecor,
  },
  { id: 9, name: 'Sage Green', nameEs: 'Verde Salvia', swatch: '#9AAE8C', sheet: SHEETS.plain },
  { id: 10, name: 'Navy Blue', nameEs: 'Azul Marino', swatch: '#24344D', sheet: SHEETS.plain },
  { id: 11, name: 'CUSTOM', nameEs: 'PERSONALIZADO', swatch: null, custom: true, sheet: null },
];

export const FINISH_TILES: readonly SeedTile[] = [
  {
    id: 21,
    name: 'Melamine Matte',
    nameEs: 'Melamina mate',
    swatch: '#EDEBE6',
    sheet: SHEETS.plain,
  },
  {
    id: 22,
    name: 'Melamine Gloss',
    nameEs: 'Melamina brillo',
    swatch: '#FBFBFB',
    sheet: SHEETS.plain,
  },
  {
    id: 23,
    name: 'Supermatte Laminate',
    nameEs: 'Laminado supermate',
    swatch: '#5E6166',
    sheet: SHEETS.plain,
  },
  {
    id: 24,
    name: 'High-Gloss Acrylic',
    nameEs: 'Acrílico alto brillo',
    swatch: '#FFFFFF',
    sheet: SHEETS.thickPlain,
  },
  {
    id: 25,
    name: 'Lacquered MDF',
    nameEs: 'MDF lacado',
    swatch: '#E3DED6',
    sheet: SHEETS.thickPlain,
  },
  { id: 26, name: 'Oak Veneer', nameEs: 'Chapa de roble', swatch: '#C8A473', sheet: SHEETS.veneer },
  {
    id: 27,
    name: 'Walnut Veneer',
    nameEs: 'Chapa de nogal',
    swatch: '#6B4A35',
    sheet: SHEETS.veneer,
  },
  { id: 28, name: 'Thermofoil', nameEs: 'Termolaminado', swatch: '#F1EEE8', sheet: SHEETS.plain },
  { id: 29, name: 'CUSTOM', nameEs: 'PERSONALIZADO', swatch: null, custom: true, sheet: null },
];
