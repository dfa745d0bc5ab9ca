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
  type AccessoryType,
  type Grain,
  type MaterialKey,
  type PartRole,
} from '@cutshop/domain/production';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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

function useHardwareTexts(): HardwareTableTexts {
  const { t } = useTranslation('admin');
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
      amount: ({ quantity, text, kind, unit }: HardwareAmount) =>
        kind === 'length'
          ? t('production.hardware.amount.length', { value: text, unit })
          : t(`production.hardware.amount.${kind}`, { count: quantity, value: text }),
      warning: (warning) =>
        t('production.hardware.liftUpOutOfRange', { index: warning.index, type: warning.type }),
      itemNumber: (index) => t('production.hardware.itemNumber', { index }),
    }),
    [t],
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

function useCutListTexts(): CutListTableTexts {
  const { t } = useTranslation('admin');
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
        const values = {
          index: cabinet.index,
          type: cabinet.typeName,
          model: cabinet.modelName,
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
    }),
    [t],
  );
}

/** The detail's cut list: loading, an error with Retry, or the parts by material and cabinet. */
export function OrderCutList({ cutList, onRetry }: { cutList: CutListLoad; onRetry: () => void }) {
  const texts = useCutListTexts();
  const loadTexts = useLoadTexts('production.cutList');
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
  return <CutListTable cutList={cutList.cutList} texts={texts} />;
}
