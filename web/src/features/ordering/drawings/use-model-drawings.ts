import { findModelContext, type CategoryNode, type Unit } from '@cutshop/domain';
import { useMemo } from 'react';
import { itemDrawing, type ItemDrawing } from './item-drawing';
import { middleSizeItem } from './preview-item';
import { useDrawingLabel, useDrawingOptions } from './use-drawing-label';
import { useProductionTexts } from './use-production-texts';

/** A model's drawing for its tile, with the text alternative in the current language. */
export interface TileDrawing extends ItemDrawing {
  label: string;
}

/**
 * The drawing of each model (by model id) at the middle of its bounds with no option answered
 * and the construction's board, as its tile shows it; computed once per catalogue, unit and
 * language. A model whose item cannot be built gets none (its tile keeps the grey box).
 */
export function useModelDrawings(
  models: readonly CategoryNode[],
  tree: readonly CategoryNode[],
  unit: Unit,
): Map<number, TileDrawing> {
  useProductionTexts();
  const label = useDrawingLabel();
  const labels = useDrawingOptions();
  return useMemo(() => {
    const drawings = new Map<number, TileDrawing>();
    for (const node of models) {
      const context = findModelContext(tree, node.id);
      const item = context ? middleSizeItem(context, unit) : null;
      if (!context || !item) continue;
      const drawn = itemDrawing(item, context.model.model.construction, [], tree, unit, labels);
      drawings.set(node.id, { ...drawn, label: label(drawn.facts) });
    }
    return drawings;
  }, [models, tree, unit, labels, label]);
}
