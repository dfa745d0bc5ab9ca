/*
 * The English words of the production files (docs/production/outputs.md): option names and
 * values, accessory names, grain and material roles. The production files are shop documents in
 * English; the web shows the same facts through its own i18n namespaces.
 */
import { HARDWARE_WORDS } from '../../hardware-words';
import type { OptionField } from '../../item-options';
import type { AccessoryType, Grain, MaterialKey } from '../types';

/** What each option of an item is called in the production file, in the item's words. */
export const OPTION_WORDS: Readonly<Record<OptionField, string>> = {
  orientation: 'Cut orientation',
  material: 'Material',
  hinges: 'Hinges',
  screws: 'Screw assembly',
  dowell: 'Dowel assembly',
  door: 'Door included',
  wallmount: 'Wall mount',
  wallmountbase: 'Wall mount (base)',
  holeshingesdowel: 'Hinge and dowel holes',
  holeshorzhinge: 'Horizontal hinge holes',
  frontdrawer: 'Front drawer included',
  intdrawer: 'Internal drawer',
  shelfquantity: 'Adjustable shelves',
  holesfrontdrawer: 'Front drawer holes',
  shelfupperlevel: 'Upper adjustable shelves',
  shelflowerlevel: 'Lower adjustable shelves',
  adjustableshelf1: 'Adjustable shelf 1 at',
  adjustableshelf2: 'Adjustable shelf 2 at',
  adjustableshelf3: 'Adjustable shelf 3 at',
  adjustableshelf4: 'Adjustable shelf 4 at',
  adjustableshelf5: 'Adjustable shelf 5 at',
  adjustableshelf6: 'Adjustable shelf 6 at',
  fixedshelf1: 'Fixed shelf 1 at',
  fixedshelf2: 'Fixed shelf 2 at',
  fixedshelf3: 'Fixed shelf 3 at',
  slidemarks1: 'Drawer slide 1 at',
  slidemarks2: 'Drawer slide 2 at',
  slidemarks3: 'Drawer slide 3 at',
  jheight: 'J profile height',
  jdeep: 'J profile depth',
  cheight: 'C profile height',
  cdeep: 'C profile depth',
  wheight: 'Pantry wall section height',
  bheight: 'Pantry base section height',
  dwidth: 'Door width',
  dheight: 'Door height',
  udheight: 'Upper door height',
  ldheight: 'Lower door height',
  dwheight: 'Drawer front height',
  fdrwheight: 'Front drawer height',
};

/** The shelf and slide height families, named together when none of their heights is given. */
export const HEIGHT_FAMILY_WORDS = {
  adjustableShelf: 'Adjustable shelf heights',
  fixedShelf: 'Fixed shelf heights',
  drawerSlides: 'Drawer slide heights',
} as const;

/** Option values in words. */
export const VALUE_WORDS = {
  yes: 'yes',
  no: 'no',
  /** An option the model asks for that the customer left empty. */
  notGiven: 'not given',
  /** An empty shelf or slide height: the shop spaces them. */
  shopSpacing: 'not given (shop spacing)',
  materialCabinet: 'cabinet material',
  materialFinish: 'finish material',
} as const;

/** The front drawer hole choices in words (docs/product.md §9). */
export const FRONT_DRAWER_HOLE_WORDS: Readonly<Record<number, string>> = {
  0: 'none',
  3: '3 mm (first slide type)',
  10: '10 mm (second slide type)',
};

/** Grain in words. */
export const GRAIN_WORDS: Readonly<Record<Grain, string>> = {
  L: 'along the length',
  W: 'along the width',
  N: 'none',
};

/** The role of each production material. */
export const MATERIAL_KEY_WORDS: Readonly<Record<MaterialKey, string>> = {
  cabinet: 'Cabinet colour',
  finish: 'Finish',
  back: 'Applied back',
  drawer: 'Drawer boxes',
};

/**
 * The accessories' names in the shop's files: the English of HARDWARE_WORDS, the one table of
 * accessory names the customer's pages, e-mails and the admin read too.
 */
export const ACCESSORY_NAMES: Readonly<Record<AccessoryType, string>> =
  HARDWARE_WORDS.en.accessories;
