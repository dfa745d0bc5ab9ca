import { ITEM_OPTION_WORDS } from '@cutshop/domain';
import type { enItems } from '../en/items';
import type { Translation } from '../types';

/** Textos en español de una pieza que muestran el asistente y la administración: unidades y opciones. */
export const esItems: Translation<typeof enItems> = {
  units: {
    short: { mm: 'mm', in: 'in' },
  },
  customMaterial: {
    size: 'An {{width}} · Al {{height}} · Es {{thickness}} {{unit}}',
  },
  options: ITEM_OPTION_WORDS.es,
};
