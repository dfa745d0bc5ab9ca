import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { AddItemCard, ItemCard, WizardNav } from '@cutshop/design-system';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useNotification } from '../../../lib/notifications/notification-store';
import { useCart } from '../state/cart-store';
import { useCurrentCatalogue } from '../catalogue/use-catalogue';
import { retiredChoices } from '../catalogue/retired-choices';
import { RetiredNotice } from '../catalogue/retired-notice';
import { Screen } from '../components/screen';
import { customNames } from '../prices/custom-names';
import { useShopPriceList } from '../prices/price-list-store';
import { RunningTotal } from '../prices/running-total';
import { usePriceEstimate } from '../prices/use-price-estimate';
import { usePriceTexts } from '../prices/use-price-texts';
import { useItemDescription } from './use-item-description';

/**
 * /step3 'Enter the items details': the numbered items with edit and delete (with Undo on the
 * notification), and 'Add Item'.
 * Next only with at least one item (docs/product.md §2). An item whose model the shop has
 * retired since it was added is marked on its card (docs/production/catalogue.md). When the shop
 * has a price list, each card shows the item's price on its own and the page the order's
 * estimated total (docs/production/prices.md); without one, no price shows.
 */
export function ItemsScreen() {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const items = useCart((state) => state.draft.cabinets);
  const unit = useCart((state) => state.draft.unit) ?? 'mm';
  const removeItem = useCart((state) => state.removeItem);
  const restoreItem = useCart((state) => state.restoreItem);
  const chooseItemForEdit = useCart((state) => state.chooseItemForEdit);
  const notify = useNotification((state) => state.notify);
  const draft = useCart((state) => state.draft);
  const tree = useCurrentCatalogue();
  const describe = useItemDescription(tree);
  const retired = useMemo(() => (tree ? retiredChoices(draft, tree) : []), [draft, tree]);
  const priceList = useShopPriceList();
  const estimate = usePriceEstimate(draft, tree, priceList);
  const custom = useMemo(() => customNames(draft), [draft]);
  const prices = usePriceTexts(priceList?.currency ?? 'EUR', tree, custom);
  // The item put back by Undo, whose Delete button takes the focus back once it is shown: the
  // banner's Undo button, which had it, goes with the message.
  const [restored, setRestored] = useState<number | null>(null);
  useEffect(() => {
    if (restored === null) return;
    const label = t('step3.deleteItem', { number: restored + 1 });
    const button = [...document.querySelectorAll<HTMLElement>('button[aria-label]')].find(
      (element) => element.getAttribute('aria-label') === label,
    );
    button?.focus();
    setRestored(null);
  }, [restored, items, t]);

  return (
    <Screen title={t('step3.title')}>
      <Stack gap="8">
        {items.length === 0 && <Text color="fg.muted">{t('step3.empty')}</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" as="ol" listStyleType="none">
          {items.map((item, index) => {
            const number = index + 1;
            const { title, subtitle, details } = describe(item, unit, unit);
            // An estimate of an earlier draft (an item since edited or removed) shows no item price.
            const price = estimate?.cabinets[index] === item ? estimate.items[index] : undefined;
            const priceDetails = price
              ? [
                  {
                    label: t('prices.itemPrice'),
                    value: price.onRequest
                      ? t('prices.itemPriceOnRequest', { amount: prices.money(price.total) })
                      : prices.money(price.total),
                  },
                ]
              : [];
            const mark = retired.find((choice) => choice.kind === 'item' && choice.index === index);
            return (
              <Stack as="li" gap="2" key={`${index}-${item.cabinet.id}-${item.description}`}>
                <ItemCard
                  number={number}
                  title={title}
                  subtitle={subtitle}
                  details={[...details, ...priceDetails]}
                  editLabel={t('step3.editItem', { number })}
                  deleteLabel={t('step3.deleteItem', { number })}
                  onEdit={() => {
                    chooseItemForEdit(index);
                    void navigate(PATHS.furnitureForm);
                  }}
                  onDelete={() => {
                    removeItem(index);
                    // Undo puts the item back where it was (the banner's button takes focus:
                    // the card and its Delete button are gone), and the focus with it.
                    notify(t('notifications.itemDeleted', { name: title }), 'info', {
                      action: {
                        label: t('notifications.undo'),
                        run: () => {
                          restoreItem(index, item);
                          setRestored(index);
                        },
                      },
                    });
                  }}
                />
                {mark && <RetiredNotice choice={mark} />}
              </Stack>
            );
          })}
          <li>
            <AddItemCard label={t('step3.addItem')} href={PATHS.furnitureCategoryList} />
          </li>
        </SimpleGrid>
        <RunningTotal price={estimate?.order ?? null} money={prices.money} />
        <WizardNav
          back={{ label: t('nav.back'), href: PATHS.step2 }}
          next={{ label: t('nav.next'), href: PATHS.note }}
          nextAllowed={items.length > 0}
        />
      </Stack>
    </Screen>
  );
}
