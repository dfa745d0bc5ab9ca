import { Stack } from '@chakra-ui/react';
import { TileGrid, WizardNav } from '@cutshop/design-system';
import { furnitureCategories } from '@cutshop/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { useWizard } from '../state/wizard-store';
import { useCatalogue } from '../catalogue/use-catalogue';
import { Screen } from '../components/screen';

/** /furniture-category-list 'Select Type': the furniture categories (docs/product.md §2). */
export function FurnitureCategoryScreen() {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const names = useCatalogueNames(catalogue);
  const categories = furnitureCategories(catalogue);
  const selectedId = useWizard((state) => state.selection.categoryId);
  const chooseCategory = useWizard((state) => state.chooseCategory);

  return (
    <Screen title={t('furnitureCategory.title')} subtitle={t('furnitureCategory.subtitle')}>
      <Stack gap="8">
        <TileGrid
          variant="plain"
          label={t('furnitureCategory.title')}
          tiles={categories.map((node) => ({ id: node.id, name: names.ofNode(node) }))}
          selectedId={selectedId}
          onSelect={(tile) => {
            chooseCategory(Number(tile.id));
            void navigate(PATHS.furnitureTypeList);
          }}
        />
        <WizardNav back={{ label: t('nav.back'), href: PATHS.step3 }} />
      </Stack>
    </Screen>
  );
}
