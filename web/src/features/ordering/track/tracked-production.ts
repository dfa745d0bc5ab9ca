import {
  cabinetColourOf,
  findNode,
  finishMaterialOf,
  type MaterialChoice,
  type StoredMaterial,
  type TrackedOrder,
  type Unit,
} from '@cutshop/domain';
import { useMemo } from 'react';
import { itemDrawing } from '../drawings/item-drawing';
import { useDrawingLabel, useDrawingOptions } from '../drawings/use-drawing-label';
import { useProductionTexts } from '../drawings/use-production-texts';
import type { SummaryDrawing } from '../review/use-draft-production';

/**
 * The tools every item's drawing on the tracking page needs, made once for the page: the
 * drawing texts, the label writer and the label options in the page's language.
 */
export function useTrackedDrawingTools(): TrackedDrawingTools {
  useProductionTexts();
  const label = useDrawingLabel();
  const labels = useDrawingOptions();
  return useMemo(() => ({ label, labels }), [label, labels]);
}

export interface TrackedDrawingTools {
  label: ReturnType<typeof useDrawingLabel>;
  labels: ReturnType<typeof useDrawingOptions>;
}

/**
 * One item's front view, drawn as the summary draws it (`itemDrawing`, production's own
 * `buildItem`) from the catalogue the order was placed with, never today's: null for an item
 * whose model has no construction in it. Each item computes its own, so React can render a
 * long order's drawings in slices.
 */
export function useTrackedDrawing(
  order: TrackedOrder,
  index: number,
  display: Unit,
  { label, labels }: TrackedDrawingTools,
): SummaryDrawing | null {
  return useMemo(() => {
    const item = order.cabinets[index];
    const construction = item && findNode(order.catalogue, item.cabinet.id)?.model?.construction;
    if (!item || !construction) return null;
    const drawn = itemDrawing(
      item,
      construction,
      order.material,
      order.catalogue,
      order.unit,
      labels,
      display,
      // The legs, front gap and reveal the order is built with (its kept settings), not the
      // shop's today.
      order.checkSettings,
    );
    return { drawing: drawn.drawing, label: label(drawn.facts) };
  }, [order, index, labels, display, label]);
}

/** A stored material as the summary's materials section takes it (the customer's choice). */
function choiceOf(material: StoredMaterial | undefined, unit: Unit): MaterialChoice | null {
  if (!material) return null;
  return {
    id: material.id,
    name: material.name,
    x: material.x,
    y: material.y,
    z: material.z,
    grain: material.grain,
    custom: material.catType === 'Custom',
    unit: material.unit ?? unit,
    materialType: material.materialType,
  };
}

/** The order's cabinet colour and finish as choices; null when one was not recorded. */
export function trackedMaterials(order: TrackedOrder): {
  color: MaterialChoice | null;
  material: MaterialChoice | null;
} {
  return {
    color: choiceOf(cabinetColourOf(order), order.unit),
    material: choiceOf(finishMaterialOf(order), order.unit),
  };
}
