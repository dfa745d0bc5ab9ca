import { Link as ChakraLink, Text } from '@chakra-ui/react';
import {
  findModelContext,
  findNode,
  itemFromFormValues,
  type ItemFormValues,
} from '@cutshop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../../config/paths';
import { useCatalogueNames } from '../../../../lib/items/use-catalogue-names';
import { useNotification } from '../../../../lib/notifications/notification-store';
import { useCart } from '../../state/cart-store';
import { useWizard } from '../../state/wizard-store';
import { RetiredNotice } from '../../catalogue/retired-notice';
import { useCatalogue } from '../../catalogue/use-catalogue';
import { Screen } from '../../components/screen';
import { HelpButton } from '../../help/help-button';
import { carryEntries } from './carried-entries';
import { itemKind, resolveItemFormContext } from './item-context';
import { ItemForm } from './item-form';

/**
 * /furniture-form, titled with the item's type: a new item of the chosen model, or the item being
 * edited, pre-filled; Accept adds or replaces it and returns to step 3 (docs/product.md §2 and §4).
 */
export function FurnitureFormScreen() {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const names = useCatalogueNames(catalogue);
  const processItem = useCart((state) => state.processItem);
  const chooseItemForEdit = useCart((state) => state.chooseItemForEdit);
  const notify = useNotification((state) => state.notify);
  const editIndex = useCart((state) => state.draft.cabinetEditIndex);
  // Resolved once on arrival: accepting changes the draft (the edit ends), and the screen must
  // keep showing this item until the navigation to step 3 has happened.
  const [{ context, unit }] = useState(() => {
    const { draft } = useCart.getState();
    const { selection } = useWizard.getState();
    return {
      context: resolveItemFormContext(catalogue, draft, selection),
      unit: draft.unit ?? 'mm',
    };
  });
  if (!context) return <Navigate to={PATHS.furnitureCategoryList} replace />;
  const { type, model } = context.model;
  const editing = context.editing !== undefined;
  // An item being edited whose model the shop has retired: it must be removed and added anew.
  const retiredIndex = editing && !findModelContext(catalogue, model.id) ? editIndex : null;

  function accept(values: ItemFormValues) {
    if (!context) return;
    processItem(itemFromFormValues(values, { ...context.model, unit }));
    notify(
      editing
        ? t('notifications.itemUpdated', { name: names.ofNode(model) })
        : t('notifications.itemAdded', { name: names.ofNode(model) }),
      'success',
      { page: PATHS.step3 },
    );
    void navigate(PATHS.step3);
  }

  return (
    <Screen
      title={names.ofNode(type)}
      subtitle={
        <>
          {t('item.define', { kind: t(`item.kinds.${itemKind(type.name)}`) })}{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {t('item.model', { name: names.ofNode(model) })}
          </Text>{' '}
          {!editing && (
            <ChakraLink asChild colorPalette="brand" variant="underline">
              <Link to={PATHS.furnitureModelList} onClick={carryEntries}>
                {t('item.changeModel')}
              </Link>
            </ChakraLink>
          )}
        </>
      }
      aside={<HelpButton topic="itemForm" />}
    >
      {retiredIndex !== null && (
        <RetiredNotice choice={{ kind: 'item', index: retiredIndex, code: 'retiredModel' }} />
      )}
      <ItemForm
        context={context}
        unit={unit}
        preview={findNode(catalogue, model.id)?.model != null}
        onSubmit={accept}
        back={
          editing
            ? { label: t('nav.back'), href: PATHS.step3, onClick: () => chooseItemForEdit(null) }
            : { label: t('nav.back'), href: PATHS.furnitureTypeList }
        }
      />
    </Screen>
  );
}
