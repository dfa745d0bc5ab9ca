/*
 * An item's options in the customer's words, in every language the customer's pages and e-mails
 * speak: each option's label and its choices. One table, read by the web app's shared texts
 * (the wizard's summary and the admin's order detail) and by the customer's e-mails, so an option
 * is called the same on the screen and in the mail. The production files keep their own shop
 * words (`production/formats/words.ts`).
 */
import type { OptionField } from './item-options';
import type { OrderLanguage } from './schemas';

/** An item's option labels and choice words in one language (a type, not an interface: i18next reads its keys). */
export type ItemOptionWords = {
  horizontal: string;
  vertical: string;
  materialCabinet: string;
  materialFinish: string;
  /** The front drawer hole choices (0, 3 and 10 mm). */
  holes: { h0: string; h3: string; h10: string };
  /** Each option's label. */
  fields: Readonly<Record<OptionField, string>>;
};

const ENGLISH: ItemOptionWords = {
  horizontal: 'Horizontal',
  vertical: 'Vertical',
  materialCabinet: 'Cabinet',
  materialFinish: 'Finish',
  holes: {
    h0: 'None',
    h3: '3 mm (first slide type)',
    h10: '10 mm (second slide type)',
  },
  fields: {
    orientation: 'Cut orientation',
    material: 'Material',
    hinges: 'Hinge holes',
    screws: 'Screw assembly',
    dowell: 'Dowel assembly',
    door: 'Include door',
    wallmount: 'Wall mount',
    wallmountbase: 'Wall mount for base',
    holeshingesdowel: 'Hinge and dowel holes',
    holeshorzhinge: 'Horizontal hinge holes',
    frontdrawer: 'Front drawer',
    intdrawer: 'Internal drawer',
    shelfquantity: 'Number of shelves',
    holesfrontdrawer: 'Front drawer holes',
    shelfupperlevel: 'Upper shelves',
    shelflowerlevel: 'Lower shelves',
    adjustableshelf1: 'Adjustable shelf 1 height',
    adjustableshelf2: 'Adjustable shelf 2 height',
    adjustableshelf3: 'Adjustable shelf 3 height',
    adjustableshelf4: 'Adjustable shelf 4 height',
    adjustableshelf5: 'Adjustable shelf 5 height',
    adjustableshelf6: 'Adjustable shelf 6 height',
    fixedshelf1: 'Fixed shelf 1 height',
    fixedshelf2: 'Fixed shelf 2 height',
    fixedshelf3: 'Fixed shelf 3 height',
    slidemarks1: 'Drawer slide 1 height',
    slidemarks2: 'Drawer slide 2 height',
    slidemarks3: 'Drawer slide 3 height',
    jheight: 'J profile height',
    jdeep: 'J profile depth',
    cheight: 'C profile height',
    cdeep: 'C profile depth',
    wheight: 'Pantry wall height',
    bheight: 'Pantry base height',
    dwidth: 'Door width',
    dheight: 'Door height',
    udheight: 'Upper door height',
    ldheight: 'Lower door height',
    dwheight: 'Drawer height',
    fdrwheight: 'Front drawer height',
  },
};

const SPANISH: ItemOptionWords = {
  horizontal: 'Horizontal',
  vertical: 'Vertical',
  materialCabinet: 'Mueble',
  materialFinish: 'Acabado',
  holes: {
    h0: 'Ninguna',
    h3: '3 mm (primer tipo de corredera)',
    h10: '10 mm (segundo tipo de corredera)',
  },
  fields: {
    orientation: 'Orientación del corte',
    material: 'Material',
    hinges: 'Perforaciones para bisagras',
    screws: 'Ensamble con tornillos',
    dowell: 'Ensamble con tarugos',
    door: 'Incluir puerta',
    wallmount: 'Montaje en pared',
    wallmountbase: 'Montaje en pared del bajo',
    holeshingesdowel: 'Perforaciones para bisagras y tarugos',
    holeshorzhinge: 'Perforaciones para bisagra horizontal',
    frontdrawer: 'Cajón frontal',
    intdrawer: 'Cajón interior',
    shelfquantity: 'Número de repisas',
    holesfrontdrawer: 'Perforaciones del cajón frontal',
    shelfupperlevel: 'Repisas superiores',
    shelflowerlevel: 'Repisas inferiores',
    adjustableshelf1: 'Altura de la repisa ajustable 1',
    adjustableshelf2: 'Altura de la repisa ajustable 2',
    adjustableshelf3: 'Altura de la repisa ajustable 3',
    adjustableshelf4: 'Altura de la repisa ajustable 4',
    adjustableshelf5: 'Altura de la repisa ajustable 5',
    adjustableshelf6: 'Altura de la repisa ajustable 6',
    fixedshelf1: 'Altura de la repisa fija 1',
    fixedshelf2: 'Altura de la repisa fija 2',
    fixedshelf3: 'Altura de la repisa fija 3',
    slidemarks1: 'Altura de la corredera 1',
    slidemarks2: 'Altura de la corredera 2',
    slidemarks3: 'Altura de la corredera 3',
    jheight: 'Alto del perfil J',
    jdeep: 'Profundidad del perfil J',
    cheight: 'Alto del perfil C',
    cdeep: 'Profundidad del perfil C',
    wheight: 'Altura del cuerpo superior de la despensa',
    bheight: 'Altura del cuerpo inferior de la despensa',
    dwidth: 'Ancho de la puerta',
    dheight: 'Alto de la puerta',
    udheight: 'Alto de la puerta superior',
    ldheight: 'Alto de la puerta inferior',
    dwheight: 'Alto del cajón',
    fdrwheight: 'Alto del frente del cajón',
  },
};

/** The option words of each language the customer may use. */
export const ITEM_OPTION_WORDS: Readonly<Record<OrderLanguage, ItemOptionWords>> = {
  en: ENGLISH,
  es: SPANISH,
};
