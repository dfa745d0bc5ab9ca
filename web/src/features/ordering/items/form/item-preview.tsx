import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { CabinetDrawing } from '@cutshop/design-system';
import type { ItemFormValues, ModelContext, Unit } from '@cutshop/domain';
import { useMemo } from 'react';
import { FormSpy } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../../catalogue/use-catalogue';
import { itemDrawing } from '../../drawings/item-drawing';
import { previewItem } from '../../drawings/preview-item';
import { useDrawingLabel, useDrawingOptions } from '../../drawings/use-drawing-label';
import { useProductionTexts } from '../../drawings/use-production-texts';
import { useShopSettings } from './leg-settings-store';

interface ItemPreviewProps {
  model: ModelContext;
  unit: Unit;
}

/** The drawing of the values as they are now: one item built per change of the form's values. */
function LiveDrawing({ values, model, unit }: ItemPreviewProps & { values: ItemFormValues }) {
  const tree = useCatalogue();
  const label = useDrawingLabel();
  const labels = useDrawingOptions();
  const shop = useShopSettings() ?? undefined;
  const drawn = useMemo(() => {
    const item = previewItem(values, model, unit);
    if (!item) return null;
    const construction = model.model.model.construction;
    return itemDrawing(item, construction, [], tree, unit, labels, unit, shop);
  }, [values, model, unit, tree, labels, shop]);
  if (!drawn) return null;
  return <CabinetDrawing drawing={drawn.drawing} label={label(drawn.facts)} />;
}

/**
 * The item form's live drawing (docs/production/drawings.md): the model drawn at the sizes
 * entered, in the order's unit, redrawn as the person types; a size not valid yet is drawn at
 * the middle of the model's bounds.
 */
export function ItemPreview({ model, unit }: ItemPreviewProps) {
  useProductionTexts();
  const { t } = useTranslation('wizard');
  return (
    <Stack as="section" gap="3" aria-labelledby="item-preview">
      <Heading as="h2" size="md" id="item-preview">
        {t('drawing.previewHeading')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('drawing.previewHint')}
      </Text>
      <Box height={{ base: '14rem', md: '18rem' }} maxW="28rem" data-testid="item-preview">
        <FormSpy<ItemFormValues> subscription={{ values: true }}>
          {({ values }) => <LiveDrawing values={values} model={model} unit={unit} />}
        </FormSpy>
      </Box>
    </Stack>
  );
}
