import { chakra, Text } from '@chakra-ui/react';
import { KeyValueBlock } from '@cutshop/design-system';
import {
  cabinetColourOf,
  finishMaterialOf,
  type StoredMaterial,
  type StoredOrder,
  type Unit,
} from '@cutshop/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CustomMaterialValue } from '../../../components/custom-material-value';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { orderCatalogueQuery } from '../api/get-production';
import { useDateTime } from './use-date-time';

/** The order's own facts: its name, when it was placed and last changed, its unit. */
export function SummaryBlock({ order }: { order: StoredOrder }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  return (
    <KeyValueBlock
      title={t('detail.summary.title')}
      rows={[
        { label: t('detail.summary.orderName'), value: order.name },
        { label: t('detail.summary.placed'), value: dateTime(order.createdAt) },
        { label: t('detail.summary.updated'), value: dateTime(order.updatedAt) },
        { label: t('detail.summary.unit'), value: t(`detail.units.long.${order.unit}`) },
      ]}
    />
  );
}

/** Who ordered: e-mail and phone are links, so the shop can answer in one click or tap. */
export function CustomerBlock({ order }: { order: StoredOrder }) {
  const { t } = useTranslation('admin');
  const { customer } = order;
  return (
    <KeyValueBlock
      title={t('detail.customer.title')}
      rows={[
        { label: t('detail.customer.fullName'), value: customer.fullName },
        {
          label: t('detail.customer.email'),
          value: customer.email,
          href: `mailto:${customer.email}`,
        },
        {
          label: t('detail.customer.phoneNumber'),
          value: customer.phoneNumber,
          href: `tel:${customer.phoneNumber.replace(/[^\d+]/g, '')}`,
        },
        { label: t('detail.customer.address'), value: customer.address },
      ]}
    />
  );
}

function MaterialValue({
  material,
  display,
  name,
}: {
  material?: StoredMaterial;
  display: Unit;
  /** A tile's name in the page's language. */
  name: (material: StoredMaterial) => string;
}) {
  const { t } = useTranslation('admin');
  if (!material) return <>{t('detail.materials.missing')}</>;
  if (material.catType !== 'Custom') return <>{name(material)}</>;
  return (
    <CustomMaterialValue
      marker={t('detail.materials.custom')}
      // A custom sheet is sized in its own unit (the order's when it carries none).
      material={material}
      display={display}
      grainLabel={t('detail.materials.grain')}
    />
  );
}

/**
 * The cabinet colour and the finish material; custom ones with their size and grain. A tile's
 * name is the order's own catalogue's in the page's language (the stored one while it loads).
 */
export function MaterialsBlock({ order, display }: { order: StoredOrder; display: Unit }) {
  const { t } = useTranslation('admin');
  const names = useCatalogueNames(useQuery(orderCatalogueQuery(order.uuid)).data);
  return (
    <KeyValueBlock
      title={t('detail.materials.title')}
      rows={[
        {
          label: t('detail.materials.cabinet'),
          value: (
            <MaterialValue
              material={cabinetColourOf(order)}
              display={display}
              name={names.ofMaterial}
            />
          ),
        },
        {
          label: t('detail.materials.finish'),
          value: (
            <MaterialValue
              material={finishMaterialOf(order)}
              display={display}
              name={names.ofMaterial}
            />
          ),
        },
      ]}
    />
  );
}

/** A titled text block (notes, rejection message) that keeps the line breaks it was written with. */
function TextBlock({
  title,
  text,
  empty,
  tone,
}: {
  title: string;
  text: string;
  empty: string;
  tone?: 'danger';
}) {
  const blank = text.trim() === '';
  return (
    <chakra.section
      aria-label={title}
      p="4"
      borderWidth="1px"
      borderRadius="l3"
      borderColor={tone === 'danger' ? 'red.muted' : 'border'}
      bg={tone === 'danger' ? 'red.subtle' : 'surface.card'}
      css={{ breakInside: 'avoid-page' }}
    >
      <chakra.h2 fontSize="md" fontWeight="semibold" mb="3">
        {title}
      </chakra.h2>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere" color={blank ? 'fg.muted' : undefined}>
        {blank ? empty : text}
      </Text>
    </chakra.section>
  );
}

/** The customer's production notes. */
export function NotesBlock({ order }: { order: StoredOrder }) {
  const { t } = useTranslation('admin');
  return (
    <TextBlock title={t('detail.notes.title')} text={order.notes} empty={t('detail.notes.empty')} />
  );
}

/** Why a Rejected order was rejected (docs/product.md §2). */
export function RejectionBlock({ order }: { order: StoredOrder }) {
  const { t } = useTranslation('admin');
  return (
    <TextBlock
      title={t('detail.rejection.title')}
      text={order.message}
      empty={t('detail.rejection.empty')}
      tone="danger"
    />
  );
}
