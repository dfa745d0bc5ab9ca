import { Stack } from '@chakra-ui/react';
import { TileGrid, WizardNav } from '@cutshop/design-system';
import { childrenOf, findNode, firstModel } from '@cutshop/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useCart } from '../state/cart-store';
import { useWizard } from '../state/wizard-store';
import { useCatalogue } from '../catalogue/use-catalogue';
import { Screen } from '../components/screen';

/**
 * /furniture-type-list, titled with the chosen category: its types. Choosing one preselects
 * its first model and opens the item form for a new item (docs/product.md §2).
 */
export function FurnitureTypeScreen() {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const selection = useWizard((state) => state.selection);
  const chooseType = useWizard((state) => state.chooseType);
  const chooseItemForEdit = useCart((state) => state.chooseItemForEdit);
  const category =
    selection.categoryId === null ? undefined : findNode(catalogue, selection.categoryId);

  // The chosen category is no longer in the catalogue: choose again.
  if (!category) return <Navigate to={PATHS.furnitureCategoryList} replace />;

  const types = childrenOf(category);
  return (
    <Screen title={category.name} subtitle={t('furnitureType.subtitle')}>
      <Stack gap="8">
        <TileGrid
          variant="plain"
          label={category.name}
          tiles={types.map((node) => ({ id: node.id, name: node.name }))}
          selectedId={selection.typeId}
          onSelect={(tile) => {
            const type = types.find((node) => node.id === tile.id);
            if (!type) return;
            const model = firstModel(type);
            chooseType(type.id, model?.id ?? null);
            chooseItemForEdit(null);
            void navigate(model ? PATHS.furnitureForm : PATHS.furnitureModelList);
          }}
        />
        <WizardNav back={{ label: t('nav.back'), href: PATHS.furnitureCategoryList }} />
      </Stack>
    </Screen>
  );
}
