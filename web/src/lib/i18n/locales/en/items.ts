import { ITEM_OPTION_WORDS } from '@cutshop/domain';

/**
 * English texts about an order's contents that the wizard and the admin area both show: the short
 * unit names, a custom material's size, and every option's label and values. Added to the shared
 * namespace with a feature's texts (addFeatureTexts); the first page needs none of them. The
 * options' words are the domain's ITEM_OPTION_WORDS, which the customer's e-mails read too.
 */
export const enItems = {
  units: {
    short: { mm: 'mm', in: 'in' },
  },
  customMaterial: {
    size: 'W {{width}} · H {{height}} · T {{thickness}} {{unit}}',
  },
  options: ITEM_OPTION_WORDS.en,
};
