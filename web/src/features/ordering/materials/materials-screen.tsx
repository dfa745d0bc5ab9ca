import { RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MaterialSummaryPanel, WizardNav } from '@cutshop/design-system';
import { UNITS, type MaterialChoice, type Unit } from '@cutshop/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../config/paths';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { useCurrentCatalogue } from '../catalogue/use-catalogue';
import { retiredChoices } from '../catalogue/retired-choices';
import { RetiredNotice } from '../catalogue/retired-notice';
import { useCart } from '../state/cart-store';
import { Screen } from '../components/screen';
import { useMaterialTexts } from './use-material-texts';

/**
 * /step2: the unit, then the cabinet colour and the finish material. The panels stay dimmed
 * until a unit is chosen; Next is inert until both materials are named (docs/product.md §2).
 * A ready-made material shows its catalogue name in the page's language, and a mark when the
 * shop has retired it since it was chosen.
 */
export function MaterialsScreen() {
  const { t } = useTranslation('wizard');
  const unit = useCart((state) => state.draft.unit);
  const color = useCart((state) => state.draft.color);
  const material = useCart((state) => state.draft.material);
  const itemCount = useCart((state) => state.draft.cabinets.length);
  const setUnit = useCart((state) => state.setUnit);
  const cabinetTexts = useMaterialTexts(t('materials.changeCabinet'));
  const finishTexts = useMaterialTexts(t('materials.changeFinish'));
  const draft = useCart((state) => state.draft);
  const tree = useCurrentCatalogue();
  const names = useCatalogueNames(tree);
  const retired = useMemo(() => (tree ? retiredChoices(draft, tree) : []), [draft, tree]);
  const named = (choice: MaterialChoice | null) =>
    choice && !choice.custom ? { ...choice, name: names.ofMaterial(choice) } : choice;
  const colourMark = retired.find((choice) => choice.kind === 'colour');
  const finishMark = retired.find((choice) => choice.kind === 'finish');

  return (
    <Screen title={t('step2.title')}>
      <Stack gap="8">
        <Stack gap="2">
          <RadioGroup.Root
            value={unit}
            onValueChange={(details) => {
              const chosen = UNITS.find((candidate) => candidate === details.value);
              if (chosen) setUnit(chosen);
            }}
            colorPalette="brand"
          >
            <RadioGroup.Label fontSize="md" fontWeight="semibold">
              {t('step2.unitLabel')}
            </RadioGroup.Label>
            <Stack direction="row" gap="6" mt="3">
              {UNITS.map((choice: Unit) => (
                <RadioGroup.Item key={choice} value={choice}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`units.long.${choice}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {unit === null && (
            <Text fontSize="sm" color="fg.muted">
              {t('step2.unitFirst')}
            </Text>
          )}
          {unit !== null && itemCount > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('step2.unitConvertsItems')}
            </Text>
          )}
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Stack gap="2">
            <MaterialSummaryPanel
              title={t('materials.cabinet')}
              material={named(color)}
              href={PATHS.cabinetList}
              texts={cabinetTexts}
              disabled={unit === null}
            />
            {colourMark && <RetiredNotice choice={colourMark} />}
          </Stack>
          <Stack gap="2">
            <MaterialSummaryPanel
              title={t('materials.finish')}
              material={named(material)}
              href={PATHS.finishList}
              texts={finishTexts}
              disabled={unit === null}
            />
            {finishMark && <RetiredNotice choice={finishMark} />}
          </Stack>
        </SimpleGrid>
        <WizardNav
          back={{ label: t('nav.back'), href: PATHS.step1 }}
          next={{ label: t('nav.next'), href: PATHS.step3 }}
          nextAllowed={Boolean(color?.name && material?.name)}
        />
      </Stack>
    </Screen>
  );
}
