import {
  CutListTable,
  HardwareTable,
  LoadableSection,
  type CutListTableTexts,
  type HardwareAmount,
  type HardwareTableTexts,
  type LoadableSectionTexts,
} from '@cutshop/design-system';
import {
  ACCESSORY_TYPES,
  GRAINS,
  MATERIAL_KEYS,
  PART_ROLES,
  partNameIn,
  type AccessoryType,
  type Grain,
  type MaterialKey,
  type PartRole,
} from '@cutshop/domain/production';
import { MM_PER_INCH, fractionalInches, type StoredOrder } from '@cutshop/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCatalogueNames,
  withMaterialNames,
  type ItemNames,
} from '../../../lib/items/use-catalogue-names';
import { orderCatalogueQuery } from '../api/get-production';
import type { CutListLoad, HardwareLoad } from './use-production';

/** A record of `keys` to the text `text(key)` gives. */
function textsOf<K extends string>(
  keys: readonly K[],
  text: (key: K) => string,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;
}

/**
 * The words of a detail section read on its own (loading, could not load, Try again), from its
 * texts under `prefix`.
 */
export function useLoadTexts(
  prefix: 'production.cutList' | 'production.cuttingPlan' | 'detail.history',
): LoadableSectionTexts {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      loading: t(`${prefix}.loading`),
      error: t(`${prefix}.loadError`),
      retry: t(`${prefix}.retry`),
    }),
    [t, prefix],
  );
}

/** Decimals of a hardware quantity (docs/product.md §9: one). */
const HARDWARE_QUANTITY_DECIMALS = 1;

function useHardwareTexts(): HardwareTableTexts {
  const { t, i18n } = useTranslation('admin');
  const quantityFormat = useMemo(
    () =>
      new Intl.NumberFormat(i18n.language, {
        maximumFractionDigits: HARDWARE_QUANTITY_DECIMALS,
        useGrouping: false,
      }),
    [i18n.language],
  );
  return useMemo(
    () => ({
      title: t('production.hardware.title'),
      accessory: t('production.hardware.accessory'),
      total: t('production.hardware.total'),
      perCabinet: t('production.hardware.perCabinet'),
      item: t('production.hardware.item'),
      type: t('production.hardware.type'),
      quantity: t('production.hardware.quantity'),
      empty: t('production.hardware.empty'),
      warningsTitle: t('production.hardware.warningsTitle'),
      accessoryNames: textsOf<AccessoryType>(ACCESSORY_TYPES, (type) =>
        t(`production.hardware.names.${type}`),
      ),
      // One decimal at most, in the page's language (decimal comma in Spanish); an inch length
      // also to the nearest 1/32 in, as the production file gives it.
      amount: ({ quantity, kind, unit }: HardwareAmount) => {
        const value = quantityFormat.format(quantity);
        return kind === 'length'
          ? t('production.hardware.amount.length', {
              value:
                unit === 'in' ? `${value} (${fractionalInches(quantity * MM_PER_INCH)})` : value,
              unit,
            })
          : t(`production.hardware.amount.${kind}`, { count: quantity, value });
      },
      warning: (warning) =>
        t('production.hardware.liftUpOutOfRange', { index: warning.index, type: warning.type }),
      itemNumber: (index) => t('production.hardware.itemNumber', { index }),
    }),
    [t, quantityFormat],
  );
}

/**
 * The accessories summary of the detail (docs/product.md §2): loading, then the table. A failure
 * leaves the section out (docs/product.md §8; the hook has logged it).
 */
export function OrderHardware({ hardware }: { hardware: HardwareLoad }) {
  const { t } = useTranslation('admin');
  const texts = useHardwareTexts();
  if (hardware.kind === 'hidden') return null;
  if (hardware.kind === 'loading') {
    return (
      <LoadableSection
        title={texts.title}
        state="loading"
        texts={{ loading: t('production.hardware.loading') }}
        printHidden
      />
    );
  }
  return <HardwareTable summary={hardware.summary} texts={texts} />;
}

/**
 * `itemNames(index)`: the 1-based item's type and model in the page's language (the cut list
 * carries the English names written at intake), undefined when unknown.
 */
function useCutListTexts(itemNames: (index: number) => ItemNames | undefined): CutListTableTexts {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language.startsWith('es') ? 'es' : 'en';
  return useMemo(
    () => ({
      title: t('production.cutList.title'),
      empty: t('production.cutList.empty'),
      part: t('production.cutList.part'),
      role: t('production.cutList.role'),
      cut: t('production.cutList.cut'),
      finished: t('production.cutList.finished'),
      thickness: t('production.cutList.thickness'),
      quantity: t('production.cutList.quantity'),
      grain: t('production.cutList.grain'),
      edges: t('production.cutList.edges'),
      noEdges: t('production.cutList.noEdges'),
      roleNames: textsOf<PartRole>(PART_ROLES, (role) => t(`production.cutList.roles.${role}`)),
      grainNames: textsOf<Grain>(GRAINS, (grain) => t(`production.cutList.grains.${grain}`)),
      materialKinds: textsOf<MaterialKey>(MATERIAL_KEYS, (key) =>
        t(`production.cutList.materials.${key}`),
      ),
      sheet: ({ size, grain }) =>
        t(grain ? 'production.cutList.sheetGrain' : 'production.cutList.sheet', { size }),
      cabinet: (cabinet) => {
        const names = itemNames(cabinet.index);
        const values = {
          index: cabinet.index,
          type: names?.type ?? cabinet.typeName,
          model: names?.model ?? cabinet.modelName,
          description: cabinet.description,
          quantity: cabinet.quantity,
        };
        return cabinet.description.trim() === ''
          ? t('production.cutList.cabinet', values)
          : t('production.cutList.cabinetDescribed', values);
      },
      parts: t('production.cutList.parts'),
      area: t('production.cutList.area'),
      edgeBand: t('production.cutList.edgeBand'),
      overall: t('production.cutList.overall'),
      tableLabel: (material) => t('production.cutList.tableLabel', { material }),
      problemsTitle: t('production.cutList.problemsTitle'),
      problem: (problem) => t('production.cutList.unknownModel', { index: problem.index }),
      locale: i18n.language,
      partName: (part) => partNameIn(part.name, part.role, language),
    }),
    [t, itemNames, i18n.language, language],
  );
}

/**
 * The detail's cut list: loading, an error with Retry, or the parts by material and cabinet,
 * each cabinet named in the page's language from the catalogue kept with `order`.
 */
export function OrderCutList({
  order,
  cutList,
  onRetry,
}: {
  order: StoredOrder;
  cutList: CutListLoad;
  onRetry: () => void;
}) {
  const names = useCatalogueNames(useQuery(orderCatalogueQuery(order.uuid)).data);
  const { cabinets } = order;
  const itemNames = useMemo(() => {
    return (index: number) => {
      const item = cabinets[index - 1];
      return item && names.ofItem(item);
    };
  }, [cabinets, names]);
  const texts = useCutListTexts(itemNames);
  const loadTexts = useLoadTexts('production.cutList');
  // The materials' names in the page's language, as the order's other blocks show them.
  const named = useMemo(
    () =>
      cutList.kind === 'ready'
        ? withMaterialNames(cutList.cutList, names.ofProductionMaterial)
        : null,
    [cutList, names],
  );
  if (cutList.kind !== 'ready') {
    return (
      <LoadableSection
        title={texts.title}
        state={cutList.kind}
        texts={loadTexts}
        onRetry={onRetry}
        printHidden
      />
    );
  }
  return <CutListTable cutList={named ?? cutList.cutList} texts={texts} />;
}
