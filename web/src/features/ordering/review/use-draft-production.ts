import { findNode, type OrderDraft, type Unit } from '@cutshop/domain';
import {
  DEFAULT_PARTS_SETTINGS,
  hardwareForOrder,
  type HardwareSummary,
} from '@cutshop/domain/production';
import { useMemo } from 'react';
import { useCurrentCatalogue } from '../catalogue/use-catalogue';
import { itemDrawing } from '../drawings/item-drawing';
import { useDrawingLabel, useDrawingOptions } from '../drawings/use-drawing-label';
import { useProductionTexts } from '../drawings/use-production-texts';
import { useShopSettings } from '../items/form/leg-settings-store';
import { draftMaterials } from '../prices/draft-order';
import type { Drawing } from '@cutshop/domain/production';

/** An item's drawing as the summary shows it. */
export interface SummaryDrawing {
  drawing: Drawing;
  label: string;
}

/** What the summary shows of production: a drawing per item (null when it cannot) and the hardware. */
export interface DraftProduction {
  /** False while the catalogue (the models' constructions) is still on its way. */
  ready: boolean;
  drawings: (SummaryDrawing | null)[];
  hardware: HardwareSummary | null;
}

/**
 * The drawings and the hardware of the draft, from the same domain functions the shop's outputs
 * use (`buildItem`, `hardwareForOrder`), with the shop's settings the wizard reads (its legs,
 * front gap and reveal, and where its plinths come from: a bought profile's length is listed as
 * toe kick, a plinth cut from board is not hardware; the defaults until they are read). The
 * catalogue is fetched in the background if this visit has not loaded it: the summary shows
 * everything else meanwhile, and without it if it cannot be fetched.
 */
export function useDraftProduction(draft: OrderDraft, display: Unit): DraftProduction {
  useProductionTexts();
  const label = useDrawingLabel();
  const labels = useDrawingOptions();
  const tree = useCurrentCatalogue();
  const shop = useShopSettings() ?? undefined;

  const unit = draft.unit ?? 'mm';
  const material = useMemo(() => (tree ? draftMaterials(draft, tree) : []), [draft, tree]);

  const drawings = useMemo(() => {
    if (!tree) return [];
    return draft.cabinets.map((item) => {
      const construction = findNode(tree, item.cabinet.id)?.model?.construction;
      if (!construction) return null;
      const drawn = itemDrawing(item, construction, material, tree, unit, labels, display, shop);
      return { drawing: drawn.drawing, label: label(drawn.facts) };
    });
  }, [draft.cabinets, tree, material, unit, labels, display, label, shop]);

  const hardware = useMemo(() => {
    if (!tree) return null;
    const parts = { ...DEFAULT_PARTS_SETTINGS, ...shop };
    return hardwareForOrder({ unit, material, cabinets: draft.cabinets }, tree, undefined, parts);
  }, [tree, unit, material, draft.cabinets, shop]);

  return { ready: tree !== null, drawings, hardware };
}
