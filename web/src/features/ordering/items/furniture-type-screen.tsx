import { Stack } from '@chakra-ui/react';
import { CabinetDrawing, TileGrid, WizardNav } from '@cutshop/design-system';
import { childrenOf, findNode, firstModel } from '@cutshop/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { useCart } from '../state/cart-store';
import { useWizard } from '../state/wizard-store';
import { useCatalogue } from '../catalogue/use-catalogue';
import { Screen } from '../components/screen';
import { useModelDrawings } from '../drawings/use-model-drawings';

/**
 * /furniture-type-list, titled with the chosen category: its types, each shown with the front
 * view of its first model. Choosing one preselects that model and opens the item form for a new
 * item (docs/product.md §2).
 */
export function FurnitureTypeScreen() {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const names = useCatalogueNames(catalogue);
  const selection = useWizard((state) => state.selection);
  const chooseType = useWizard((state) => state.chooseType);
  const chooseItemForEdit = useCart((state) => state.chooseItemForEdit);
  const unit = useCart((state) => state.draft.unit) ?? 'mm';
  const category =
    selection.categoryId === null ? undefined : findNode(catalogue, selection.categoryId);
  const types = useMemo(() => (category ? childrenOf(category) : []), [category]);
  const firstModels = useMemo(
    () =>
      types.flatMap((type) => {
        const model = firstModel(type);
        return model ? [model] : [];
      }),
    [types],
  );
  const drawings = useModelDrawings(firstModels, catalogue, unit);

  // The chosen category is no longer in the catalogue: choose again.
  if (!category) return <Navigate to={PATHS.furnitureCategoryList} replace />;

  return (
    <Screen title={names.ofNode(category)} subtitle={t('furnitureType.subtitle')}>
      <Stack gap="8">
        <TileGrid
          label={names.ofNode(category)}
          tiles={types.map((node) => {
            const model = firstModel(node);
            const drawn = model ? drawings.get(model.id) : undefined;
            return {
              id: node.id,
              name: names.ofNode(node),
              media: drawn ? <CabinetDrawing drawing={drawn.drawing} /> : undefined,
              mediaDescription: drawn?.label,
            };
          })}
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
