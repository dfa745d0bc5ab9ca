import type { ItemDetail } from '@cutshop/design-system';
import type { Item, Unit } from '@cutshop/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemTexts } from '../../../lib/items/use-item-texts';

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
  const { sizeOf, optionsOf } = useItemTexts();

  return useCallback(
    (item: Item, unit: Unit, display: Unit, withOptions = false): ItemDescription => {
      const details: ItemDetail[] = [
        {
          label: item.z > 0 ? t('item.sizeWHD') : t('item.sizeWH'),
          value: sizeOf(item, unit, display),
        },
        { label: t('item.quantity'), value: String(item.quantity) },
      ];
      if (withOptions) {
        for (const { label, value } of optionsOf(item, unit, display))
          details.push({ label, value });
      }
      return {
        title: item.cabinet.name,
        subtitle: t('item.subtitle', { type: item.parentName, description: item.description }),
        details,
      };
    },
    [t, sizeOf, optionsOf],
  );
}
