import type { ItemDetail } from '@cutshop/design-system';
import type { CategoryNode, Item, Unit } from '@cutshop/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { useItemTexts } from '../../../lib/items/use-item-texts';

export interface ItemDescription {
  title: string;
  subtitle: string;
  details: ItemDetail[];
}

/**
 * Describes an item for people: its model, type and description, its size and quantity and,
 * with `withOptions`, every option it carries. Lengths are shown in `displayUnit` (the
 * summary's toggle); the profile sizes are always millimetres. The names are the catalogue's in
 * the page's language while `tree` holds the model, else the ones the item was stored with.
 */
export function useItemDescription(tree: readonly CategoryNode[] | null) {
  const { t } = useTranslation('wizard');
  const { sizeOf, optionsOf } = useItemTexts();
  const names = useCatalogueNames(tree);

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
      const { type, model } = names.ofItem(item);
      return {
        title: model,
        subtitle: t('item.subtitle', { type, description: item.description }),
        details,
      };
    },
    [t, sizeOf, optionsOf, names],
  );
}
