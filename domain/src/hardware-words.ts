/*
 * The hardware accessories in the customer's words (docs/product.md §9: the summary's "Hardware
 * your order will need"), in every language the customer's pages and e-mails speak: each
 * accessory type's name and the units they are counted in. One table, read by the wizard's
 * hardware list and price estimate and by the customer's e-mails. The admin's hardware table
 * and the production files name them in the shop's own words.
 */
import type { AccessoryType } from './accessory-types';
import type { OrderLanguage } from './schemas';

/** The hardware words of one language (a type, not an interface: i18next reads its keys). */
export type HardwareWords = {
  /** The count units of ACCESSORY_UNITS (lengths are in the order's unit). */
  units: { pcs: string; sets: string };
  /** Each accessory type's name, as a heading for its total. */
  accessories: Readonly<Record<AccessoryType, string>>;
};

const ENGLISH: HardwareWords = {
  units: { pcs: 'pcs', sets: 'sets' },
  accessories: {
    clipWall: 'Wall clips',
    screws212: 'Assembly screws',
    dowel: 'Dowels',
    pinShelves: 'Shelf pins',
    screws58: 'Fitting screws',
    leg: 'Legs',
    hinge: 'Hinges',
    hingeBlindCorner: 'Blind corner hinges',
    hingeLazySusan180: 'Lazy Susan hinges (180°)',
    hingeLazySusan90: 'Lazy Susan hinges (90°)',
    hingeLazySusan45: 'Lazy Susan hinges (45°)',
    aventoHKXS: 'Lift-up mechanisms',
    tandenBox: 'Drawer runners (first slide type)',
    galleryC: 'Drawer runners (second slide type)',
    golaSupport: 'Gola rail brackets',
    golaJ: 'Gola J rail',
    golaC: 'Gola C rail',
    toeKick: 'Toe kick',
    plinthClip: 'Plinth clips',
  },
};

const SPANISH: HardwareWords = {
  units: { pcs: 'uds.', sets: 'juegos' },
  accessories: {
    clipWall: 'Clips de pared',
    screws212: 'Tornillos de montaje',
    dowel: 'Espigas',
    pinShelves: 'Soportes de estante',
    screws58: 'Tornillos de herrajes',
    leg: 'Patas',
    hinge: 'Bisagras',
    hingeBlindCorner: 'Bisagras de esquina ciega',
    hingeLazySusan180: 'Bisagras de carrusel (180°)',
    hingeLazySusan90: 'Bisagras de carrusel (90°)',
    hingeLazySusan45: 'Bisagras de carrusel (45°)',
    aventoHKXS: 'Mecanismos abatibles',
    tandenBox: 'Guías de cajón (primer tipo)',
    galleryC: 'Guías de cajón (segundo tipo)',
    golaSupport: 'Soportes de perfil gola',
    golaJ: 'Perfil gola J',
    golaC: 'Perfil gola C',
    toeKick: 'Zócalo',
    plinthClip: 'Clips de zócalo',
  },
};

/** The hardware words of each language the customer may use. */
export const HARDWARE_WORDS: Readonly<Record<OrderLanguage, HardwareWords>> = {
  en: ENGLISH,
  es: SPANISH,
};
