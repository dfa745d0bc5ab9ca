import {
  convert,
  formatDecimal,
  OPTION_FIELDS,
  OPTION_KINDS,
  type Item,
  type OptionField,
  type Unit,
} from '@cutshop/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparatorOf } from './decimal-separator';

/** One option of an item in plain words: its translated label and value. */
export interface ItemOptionText {
  field: OptionField;
  label: string;
  value: string;
}

/**
 * A length with two decimals as the language writes it: '48.50' in English, '48,50' in Spanish
 * (one number format per language across the product, as the e-mails write it).
 */
function decimalIn(language: string): (value: number) => string {
  const separator = decimalSeparatorOf(language);
  return (value) => formatDecimal(value).replace('.', separator);
}

/** How an item's size and options read, in the shared texts (the wizard's and the admin's). */
export interface ItemTexts {
  /** Its width × height (× depth when it has one) in `display`, with the unit, e.g. '600 × 720 mm'. */
  sizeOf: (item: Item, unit: Unit, display: Unit) => string;
  /** Every option it carries (the ones its model asked for; unset ones are left out), in words. */
  optionsOf: (item: Item, unit: Unit, display: Unit) => ItemOptionText[];
}

/**
 * An item's size and options in words, the same for the customer's summary and the admin's order
 * detail: yes/no, translated choices, lengths converted from the item's `unit` to `display` with
 * the unit's short name; profile sizes always in millimetres (docs/rules-and-defaults.md, "Units
 * and sizes"). Reads the shared namespace, which a feature's texts bring (addFeatureTexts).
 */
export function useItemTexts(): ItemTexts {
  const { t, i18n } = useTranslation();
  const decimal = useMemo(() => decimalIn(i18n.language), [i18n.language]);

  const valueOf = useCallback(
    (field: OptionField, value: NonNullable<Item[OptionField]>, unit: Unit, display: Unit) => {
      switch (OPTION_KINDS[field]) {
        case 'boolean':
          return value === true ? t('common.yes') : t('common.no');
        case 'orientation':
          return value === 'Vertical' ? t('options.vertical') : t('options.horizontal');
        case 'material':
          return value === 'Finish' ? t('options.materialFinish') : t('options.materialCabinet');
        case 'frontDrawerHoles':
          return t(`options.holes.h${String(value) as '0' | '3' | '10'}`);
        case 'shelfQuantity':
        case 'shelfLevel':
          return String(value);
        case 'profile':
          return `${decimal(Number(value))} ${t('units.short.mm')}`;
        case 'shelfHeight':
        case 'measurement':
          return `${decimal(convert(Number(value), unit, display))} ${t(`units.short.${display}`)}`;
      }
    },
    [t, decimal],
  );

  const sizeOf = useCallback(
    (item: Item, unit: Unit, display: Unit) => {
      const sizes = item.z > 0 ? [item.x, item.y, item.z] : [item.x, item.y];
      const lengths = sizes.map((value) => decimal(convert(value, unit, display)));
      return `${lengths.join(' × ')} ${t(`units.short.${display}`)}`;
    },
    [t, decimal],
  );

  const optionsOf = useCallback(
    (item: Item, unit: Unit, display: Unit) =>
      OPTION_FIELDS.flatMap((field): ItemOptionText[] => {
        const value = item[field];
        // An order read from the API may leave an unset option out instead of sending null.
        if (value === null || value === undefined) return [];
        return [
          {
            field,
            label: t(`options.fields.${field}`),
            value: valueOf(field, value, unit, display),
          },
        ];
      }),
    [t, valueOf],
  );

  return useMemo(() => ({ sizeOf, optionsOf }), [sizeOf, optionsOf]);
}
