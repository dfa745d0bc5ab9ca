import type { ItemDetail } from '@cutshop/design-system';
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

export interface ItemDescription {
  title: string;
  subtitle: string;
  details: ItemDetail[];
}

/**
 * Describes an item for people: its model, type and description, its size and quantity and,
 * with `withOptions`, every option it carries. Lengths are shown in `displayUnit` (the
 * summary's toggle); the profile sizes are always millimetres.
 */
export function useItemDescription() {
  const { t } = useTranslation('wizard');

  const optionValue = useCallback(
    (field: OptionField, value: NonNullable<Item[OptionField]>, unit: Unit, display: Unit) => {
      switch (OPTION_KINDS[field]) {
        case 'boolean':
          return value === true ? t('common.yes', SHARED) : t('common.no', SHARED);
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
          return `${formatDecimal(Number(value))} ${t('units.short.mm')}`;
        case 'shelfHeight':
        case 'measurement':
          return `${formatDecimal(convert(Number(value), unit, display))} ${t(`units.short.${display}`)}`;
      }
    },
    [t],
  );

  return useCallback(
    (item: Item, unit: Unit, display: Unit, withOptions = false): ItemDescription => {
      const length = (value: number) => formatDecimal(convert(value, unit, display));
      const sizes = item.z > 0 ? [item.x, item.y, item.z] : [item.x, item.y];
      const details: ItemDetail[] = [
        {
          label: item.z > 0 ? t('item.sizeWHD') : t('item.sizeWH'),
          value: `${sizes.map(length).join(' × ')} ${t(`units.short.${display}`)}`,
        },
        { label: t('item.quantity'), value: String(item.quantity) },
      ];
      if (withOptions) {
        for (const field of OPTION_FIELDS) {
          const value = item[field];
          if (value === null) continue;
          details.push({
            label: t(`options.fields.${field}`),
            value: optionValue(field, value, unit, display),
          });
        }
      }
      return {
        title: item.cabinet.name,
        subtitle: t('item.subtitle', { type: item.parentName, description: item.description }),
        details,
      };
    },
    [t, optionValue],
  );
}
