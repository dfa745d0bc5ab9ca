import {
  convert,
  formatDecimal,
  OPTION_FIELDS,
  OPTION_KINDS,
  type Item,
  type OptionField,
  type Unit,
} from '@cutshop/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARED } from '../../../lib/i18n';

/** One option of an item in plain words: its translated label and value. */
export interface ItemOptionText {
  field: OptionField;
  label: string;
  value: string;
}

/**
 * Every option an item carries (the ones its model asked for; null ones are left out), in
 * words: yes/no, translated choices, numbers with their unit in `display` (profile sizes always
 * in millimetres, docs/rules-and-defaults.md).
 */
export function useItemOptions(): (item: Item, unit: Unit, display: Unit) => ItemOptionText[] {
  const { t } = useTranslation('admin');

  const valueOf = useCallback(
    (field: OptionField, value: NonNullable<Item[OptionField]>, unit: Unit, display: Unit) => {
      switch (OPTION_KINDS[field]) {
        case 'boolean':
          return value === true ? t('common.yes', SHARED) : t('common.no', SHARED);
        case 'orientation':
          return value === 'Vertical'
            ? t('detail.options.vertical')
            : t('detail.options.horizontal');
        case 'material':
          return value === 'Finish'
            ? t('detail.options.materialFinish')
            : t('detail.options.materialCabinet');
        case 'frontDrawerHoles':
          return t(`detail.options.holes.h${String(value) as '0' | '3' | '10'}`);
        case 'shelfQuantity':
        case 'shelfLevel':
          return String(value);
        case 'profile':
          return `${formatDecimal(Number(value))} ${t('detail.units.short.mm')}`;
        case 'shelfHeight':
        case 'measurement':
          return `${formatDecimal(convert(Number(value), unit, display))} ${t(`detail.units.short.${display}`)}`;
      }
    },
    [t],
  );

  return useCallback(
    (item, unit, display) =>
      OPTION_FIELDS.flatMap((field) => {
        const value = item[field];
        if (value === null || value === undefined) return [];
        return [
          {
            field,
            label: t(`detail.options.fields.${field}`),
            value: valueOf(field, value, unit, display),
          },
        ];
      }),
    [t, valueOf],
  );
}
