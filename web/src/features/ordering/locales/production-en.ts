import { HARDWARE_WORDS } from '@cutshop/domain';

/**
 * English texts of the drawings and the hardware list, part of the wizard's namespace `wizard`
 * but loaded with the screens that show them (addProductionTexts), so step 1 does not download
 * them. The accessories' names and count units are the domain's HARDWARE_WORDS, which the
 * customer's e-mails read too.
 */
export const enWizardProduction = {
  drawing: {
    depthShort: 'D',
    kinds: {
      base: 'Base cabinet',
      wall: 'Wall cabinet',
      tall: 'Tall cabinet',
      drawerBase: 'Drawer base',
      cornerBlind: 'Blind corner cabinet',
      cornerLazySusan: 'Lazy Susan corner cabinet',
      liftUpWall: 'Lift-up wall cabinet',
      doorOnly: 'Door',
      drawerFrontOnly: 'Drawer front',
      panel: 'Panel',
      filler: 'Filler',
    },
    size: '{{width}} x {{height}} {{unit}}',
    doors_one: '{{count}} door',
    doors_other: '{{count}} doors',
    liftUpDoors_one: '{{count}} lift-up door',
    liftUpDoors_other: '{{count}} lift-up doors',
    hinged: 'hinged {{sides}}',
    sides: { left: 'left', right: 'right', top: 'at the top' },
    and: '{{first}} and {{last}}',
    notIncluded: '{{count}} not included',
    drawers_one: '{{count}} drawer',
    drawers_other: '{{count}} drawers',
    internalDrawers_one: '{{count}} internal drawer',
    internalDrawers_other: '{{count}} internal drawers',
    adjustableShelves_one: '{{count}} adjustable shelf',
    adjustableShelves_other: '{{count}} adjustable shelves',
    fixedShelves_one: '{{count}} fixed shelf',
    fixedShelves_other: '{{count}} fixed shelves',
    niche: 'an open niche',
    railTop: 'a J gola rail at the top',
    railsMid_one: '{{count}} C gola rail',
    railsMid_other: '{{count}} C gola rails',
    onLegs: 'on legs',
    grain: { vertical: 'vertical grain', horizontal: 'horizontal grain' },
    previewHeading: 'Preview',
    previewHint:
      'Drawn at the sizes entered; a size not valid yet is shown at the model’s middle size.',
  },
  hardware: {
    title: 'Hardware your order will need',
    note: 'Not included in your order: screws, clips and rails are not part of it (the totals are for you to buy them).',
    empty: 'Your items need no hardware.',
    loading: 'Counting the hardware…',
    units: HARDWARE_WORDS.en.units,
    quantity: '{{value}} {{unit}}',
    liftUpOutOfRange:
      'Item {{index}}: the lift-up door is outside its mechanism’s range; the shop will advise you.',
    accessories: HARDWARE_WORDS.en.accessories,
  },
};
