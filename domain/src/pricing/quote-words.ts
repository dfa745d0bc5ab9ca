/*
 * The words of the printable quote (docs/production/prices.md), in English and Spanish: the
 * quote is the customer's document, in the order's language. The English accessory names are
 * the production files' (`production/formats/words.ts`); the Spanish ones follow the admin's
 * hardware table, one piece or set each.
 */
import type { AccessoryType } from '../accessory-types';
import { ACCESSORY_NAMES } from '../production/formats/words';

/** The languages a quote is written in. */
export const QUOTE_LANGUAGES = ['en', 'es'] as const;
export type QuoteLanguage = (typeof QUOTE_LANGUAGES)[number];

/** A count in words: the word for one, and for any other number. */
interface Counted {
  one: string;
  other: string;
}

export interface QuoteWords {
  /** The document's heading and title. */
  title: string;
  order: string;
  orderName: string;
  orderDate: string;
  quoteDate: string;
  customer: string;
  name: string;
  address: string;
  email: string;
  phone: string;
  description: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  /** The tax with its rate, "21 %". */
  tax: (rate: string) => string;
  /** The tax the prices already hold, "21 %". */
  taxIncluded: (rate: string) => string;
  total: string;
  discount: string;
  surcharge: string;
  payable: string;
  priceOnRequest: string;
  /** Said under the totals when a line is priced on request. */
  onRequestNote: string;
  /** A custom material's line: its name as the customer gave it, marked as custom. */
  customMaterial: (name: string) => string;
  /** An applied back board of `mm` millimetres. */
  backBoard: (mm: string) => string;
  /** The drawer boxes' board of `mm` millimetres. */
  drawerBoard: (mm: string) => string;
  edgeBand: string;
  assembly: string;
  cutting: string;
  minimumOrder: string;
  /** "{{value}} %": a percentage as people read it. */
  percent: (value: string) => string;
  units: {
    sheet: Counted;
    m2: Counted;
    m: Counted;
    piece: Counted;
    set: Counted;
    item: Counted;
  };
  /** What one unit of each is called after a unit price: "45,00 € / tablero". */
  per: { sheet: string; m2: string; m: string; piece: string; set: string; item: string };
  accessories: Readonly<Record<AccessoryType, string>>;
}

const ENGLISH: QuoteWords = {
  title: 'Quote',
  order: 'Order',
  orderName: 'Order name',
  orderDate: 'Order date',
  quoteDate: 'Quote date',
  customer: 'Customer',
  name: 'Name',
  address: 'Address',
  email: 'E-mail',
  phone: 'Phone',
  description: 'Description',
  unitPrice: 'Unit price',
  amount: 'Amount',
  subtotal: 'Subtotal',
  tax: (rate) => `VAT ${rate}`,
  taxIncluded: (rate) => `VAT ${rate} included`,
  total: 'Total',
  discount: 'Discount',
  surcharge: 'Surcharge',
  payable: 'Total to pay',
  priceOnRequest: 'Price on request',
  onRequestNote: 'Lines priced on request are not included in the total.',
  customMaterial: (name) => `${name} (custom material)`,
  backBoard: (mm) => `Back board ${mm} mm`,
  drawerBoard: (mm) => `Drawer board ${mm} mm`,
  edgeBand: 'Edge banding',
  assembly: 'Assembly',
  cutting: 'Cutting',
  minimumOrder: 'Minimum order supplement',
  percent: (value) => `${value} %`,
  units: {
    sheet: { one: 'sheet', other: 'sheets' },
    m2: { one: 'm²', other: 'm²' },
    m: { one: 'm', other: 'm' },
    piece: { one: 'pc', other: 'pcs' },
    set: { one: 'set', other: 'sets' },
    item: { one: 'item', other: 'items' },
  },
  per: { sheet: 'sheet', m2: 'm²', m: 'm', piece: 'pc', set: 'set', item: 'item' },
  accessories: ACCESSORY_NAMES,
};

const SPANISH: QuoteWords = {
  title: 'Presupuesto',
  order: 'Pedido',
  orderName: 'Nombre del pedido',
  orderDate: 'Fecha del pedido',
  quoteDate: 'Fecha del presupuesto',
  customer: 'Cliente',
  name: 'Nombre',
  address: 'Dirección',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  description: 'Descripción',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  subtotal: 'Subtotal',
  tax: (rate) => `IVA ${rate}`,
  taxIncluded: (rate) => `IVA ${rate} incluido`,
  total: 'Total',
  discount: 'Descuento',
  surcharge: 'Recargo',
  payable: 'Total a pagar',
  priceOnRequest: 'Precio a consultar',
  onRequestNote: 'Las líneas con precio a consultar no están incluidas en el total.',
  customMaterial: (name) => `${name} (material personalizado)`,
  backBoard: (mm) => `Fondo de ${mm} mm`,
  drawerBoard: (mm) => `Tablero de cajones de ${mm} mm`,
  edgeBand: 'Canto',
  assembly: 'Montaje',
  cutting: 'Corte',
  minimumOrder: 'Suplemento por pedido mínimo',
  percent: (value) => `${value} %`,
  units: {
    sheet: { one: 'tablero', other: 'tableros' },
    m2: { one: 'm²', other: 'm²' },
    m: { one: 'm', other: 'm' },
    piece: { one: 'ud.', other: 'uds.' },
    set: { one: 'juego', other: 'juegos' },
    item: { one: 'artículo', other: 'artículos' },
  },
  per: { sheet: 'tablero', m2: 'm²', m: 'm', piece: 'ud.', set: 'juego', item: 'artículo' },
  accessories: {
    clipWall: 'Clip de pared',
    screws212: 'Tornillo 212',
    dowel: 'Tarugo',
    pinShelves: 'Soporte de repisa',
    screws58: 'Tornillo 58',
    leg: 'Pata',
    hinge: 'Bisagra',
    hingeBlindCorner: 'Bisagra, esquina ciega',
    hingeLazySusan180: 'Bisagra, esquinero giratorio 180°',
    hingeLazySusan90: 'Bisagra, esquinero giratorio 90°',
    hingeLazySusan45: 'Bisagra, esquinero giratorio 45°',
    aventoHKXS: 'Aventos HK-XS',
    tandenBox: 'Cajón TandemBox',
    galleryC: 'Correderas Gallery C',
    golaSupport: 'Soporte de gola',
    golaJ: 'Perfil gola J',
    golaC: 'Perfil gola C',
    toeKick: 'Zócalo',
    plinthClip: 'Clip de zócalo',
  },
};

/** The quote's words in `language`. */
export const QUOTE_WORDS: Readonly<Record<QuoteLanguage, QuoteWords>> = {
  en: ENGLISH,
  es: SPANISH,
};
