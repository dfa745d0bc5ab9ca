import { Stack } from '@chakra-ui/react';
import { CabinetDrawing, TileGrid, WizardNav } from '@cutshop/design-system';
import { childrenOf, findNode, isModel } from '@cutshop/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { useCart } from '../state/cart-store';
import { useWizard } from '../state/wizard-store';
import { useCatalogue } from '../catalogue/use-catalogue';
import { Screen } from '../components/screen';
import { tileArt } from '../materials/tile-art';
import { useModelDrawings } from '../drawings/use-model-drawings';

/**
 * /furniture-model-list, titled with the chosen type: its models (docs/product.md §2), each with
 * its front view at the middle of its bounds (docs/production/drawings.md).
 */
export function FurnitureModelScreen() {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const names = useCatalogueNames(catalogue);
  const selection = useWizard((state) => state.selection);
  const chooseModel = useWizard((state) => state.chooseModel);
  const chooseItemForEdit = useCart((state) => state.chooseItemForEdit);
  const unit = useCart((state) => state.draft.unit) ?? 'mm';
  const type = selection.typeId === null ? undefined : findNode(catalogue, selection.typeId);
  const models = useMemo(() => (type ? childrenOf(type).filter(isModel) : []), [type]);
  const drawings = useModelDrawings(models, catalogue, unit);

  if (!type) return <Navigate to={PATHS.furnitureTypeList} replace />;

  return (
    <Screen title={names.ofNode(type)} subtitle={t('furnitureModel.subtitle')}>
      <Stack gap="8">
        <TileGrid
          label={names.ofNode(type)}
          tiles={models.map((node) => {
            const drawn = drawings.get(node.id);
            return {
              id: node.id,
              name: names.ofNode(node),
              imageSrc: node.filepath ?? tileArt(node.swatch).imageSrc,
              swatch: tileArt(node.swatch).swatch,
              media: drawn ? <CabinetDrawing drawing={drawn.drawing} /> : undefined,
              mediaDescription: drawn?.label,
            };
          })}
          selectedId={selection.modelId}
          onSelect={(tile) => {
            chooseModel(Number(tile.id));
            chooseItemForEdit(null);
            void navigate(PATHS.furnitureForm);
          }}
        />
        <WizardNav back={{ label: t('nav.back'), href: PATHS.furnitureTypeList }} />
      </Stack>
    </Screen>
  );
}
