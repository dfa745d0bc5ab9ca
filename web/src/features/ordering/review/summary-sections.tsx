import { Box, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { CabinetDrawing } from '@cutshop/design-system';
import {
  type CategoryNode,
  type Customer,
  type Item,
  type MaterialChoice,
  type Unit,
} from '@cutshop/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomMaterialValue } from '../../../components/custom-material-value';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { retiredNoticeId, RetiredNotice } from '../catalogue/retired-notice';
import type { RetiredChoice } from '../catalogue/retired-choices';
import { useItemDescription } from '../items/use-item-description';
import { Section } from './section';
import type { SummaryDrawing } from './use-draft-production';

export { Section, type SectionEdit } from './section';

/**
 * Label and value side by side from a small tablet up, the value under its label on a phone.
 * A long value (an e-mail, an address) wraps inside the card instead of widening the page.
 * `compact` (an item's options): each value under its small label, two to a row on a phone and
 * three from a tablet, so a cabinet's dozen options take a few rows instead of a screenful.
 */
function Entries({
  entries,
  compact = false,
}: {
  entries: [string, ReactNode][];
  compact?: boolean;
}) {
  if (compact) {
    return (
      <DataList.Root
        orientation="vertical"
        size="sm"
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
        columnGap="4"
        rowGap="2"
      >
        {entries.map(([label, value]) => (
          <DataList.Item key={label} minW="0" gap="0">
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    );
  }
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="md">
      {entries.map(([label, value]) => (
        <DataList.Item key={label} minW="0">
          <DataList.ItemLabel minW={{ sm: '10rem' }}>{label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

export function CustomerSection({
  customer,
  editHref,
}: {
  customer: Customer;
  /** The step to edit it on; no "Edit" link without it. */
  editHref?: string;
}) {
  const { t } = useTranslation('wizard');
  return (
    <Section
      title={t('summary.customer')}
      edit={editHref ? { href: editHref, label: t('summary.editCustomer') } : undefined}
    >
      <Entries
        entries={[
          [t('step1.fullName'), customer.fullName],
          [t('step1.email'), customer.email],
          [t('step1.address'), customer.address],
          [t('step1.phoneNumber'), customer.phoneNumber],
          [t('step1.orderName'), customer.orderName],
        ]}
      />
    </Section>
  );
}

function MaterialValue({
  material,
  display,
  tree,
  retired,
}: {
  material: MaterialChoice;
  display: Unit;
  tree: readonly CategoryNode[] | null;
  retired?: RetiredChoice;
}) {
  const { t } = useTranslation('wizard');
  const names = useCatalogueNames(tree);
  if (!material.custom) {
    return (
      <Stack gap="2">
        <span>{names.ofMaterial(material)}</span>
        {retired && <RetiredNotice choice={retired} id={retiredNoticeId(retired)} />}
      </Stack>
    );
  }
  return (
    <CustomMaterialValue
      marker={t('materials.customMarker')}
      // A custom material always has its grain answered; an unanswered one reads "No", as before.
      material={{ ...material, grain: material.grain ?? false }}
      display={display}
      grainLabel={t('materials.grains')}
    />
  );
}

export function MaterialsSection(props: {
  color: MaterialChoice;
  material: MaterialChoice;
  display: Unit;
  /** The catalogue, for the tiles' names in the page's language (null: the names as chosen). */
  tree?: readonly CategoryNode[] | null;
  /** The choices the catalogue no longer offers, marked where they are shown. */
  retired?: readonly RetiredChoice[];
  /** The step to edit them on; no "Edit" link without it. */
  editHref?: string;
}) {
  const { t } = useTranslation('wizard');
  const tree = props.tree ?? null;
  const mark = (kind: RetiredChoice['kind']) => props.retired?.find((c) => c.kind === kind);
  return (
    <Section
      title={t('summary.materials')}
      edit={
        props.editHref ? { href: props.editHref, label: t('summary.editMaterials') } : undefined
      }
    >
      <Entries
        entries={[
          [
            t('summary.cabinetColour'),
            <MaterialValue
              material={props.color}
              display={props.display}
              tree={tree}
              retired={mark('colour')}
            />,
          ],
          [
            t('summary.finishColour'),
            <MaterialValue
              material={props.material}
              display={props.display}
              tree={tree}
              retired={mark('finish')}
            />,
          ],
        ]}
      />
    </Section>
  );
}

/** Every item with its details and, once the catalogue is here, its front view. */
/** An item's front view as the item lists show it. */
export function ItemDrawing({ drawn }: { drawn: SummaryDrawing }) {
  return (
    <Box height={{ base: '12rem', md: '14rem' }} maxW="22rem">
      <CabinetDrawing drawing={drawn.drawing} label={drawn.label} />
    </Box>
  );
}

export function ItemsSection({
  items,
  unit,
  display,
  drawings = [],
  drawingOf,
  tree = null,
  retired = [],
  itemNotice,
  editHref,
}: {
  items: Item[];
  unit: Unit;
  display: Unit;
  /** Each item's drawing, by position; missing or null: none shown. */
  drawings?: (SummaryDrawing | null)[];
  /**
   * Instead of `drawings`: the element that draws the item at this index, so each drawing is
   * computed in a component of its own (React can render a long list of them in slices).
   */
  drawingOf?: (index: number) => ReactNode;
  /** The catalogue, for the names in the page's language (null: the names as stored). */
  tree?: readonly CategoryNode[] | null;
  /** The choices the catalogue no longer offers, marked on their items. */
  retired?: readonly RetiredChoice[];
  /** Any other mark on the item at this index (the construction check's, on the summary). */
  itemNotice?: (index: number) => ReactNode;
  /** The step to edit them on; no "Edit" link without it. */
  editHref?: string;
}) {
  const { t } = useTranslation('wizard');
  const describe = useItemDescription(tree);
  return (
    <Section
      title={t('summary.items', { count: items.length })}
      edit={editHref ? { href: editHref, label: t('summary.editItems') } : undefined}
    >
      <Stack as="ol" gap="5" listStyleType="none">
        {items.map((item, index) => {
          const { title, subtitle, details } = describe(item, unit, display, true);
          const drawn = drawings[index];
          const mark = retired.find((choice) => choice.kind === 'item' && choice.index === index);
          return (
            <Stack as="li" key={`${index}-${item.cabinet.id}`} gap="2">
              <Heading as="h3" size="sm">
                {t('summary.itemTitle', { number: index + 1, name: title })}
              </Heading>
              <Text color="fg.muted">{subtitle}</Text>
              {mark && <RetiredNotice choice={mark} id={retiredNoticeId(mark)} />}
              {itemNotice?.(index)}
              {drawingOf ? drawingOf(index) : drawn && <ItemDrawing drawn={drawn} />}
              <Entries compact entries={details.map((detail) => [detail.label, detail.value])} />
            </Stack>
          );
        })}
      </Stack>
    </Section>
  );
}

export function NotesSection({
  notes,
  editHref,
}: {
  notes: string;
  /** The step to edit them on; no "Edit" link without it. */
  editHref?: string;
}) {
  const { t } = useTranslation('wizard');
  return (
    <Section
      title={t('summary.notes')}
      edit={editHref ? { href: editHref, label: t('summary.editNotes') } : undefined}
    >
      <Text whiteSpace="pre-wrap" color={notes.trim() ? undefined : 'fg.muted'}>
        {notes.trim() ? notes : t('summary.noNotes')}
      </Text>
    </Section>
  );
}
