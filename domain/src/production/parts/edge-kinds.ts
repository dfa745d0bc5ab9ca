import type { PartRole } from '../types';
import type { PartsSettings } from './parts-settings';

/*
 * The edge kinds of the shop's parts settings (docs/production/parts.md, "The shop's parts
 * settings"): each has its edge band and its pre-milling allowance. Types only from
 * parts-settings.ts, so the part list reads these without loading the rules.
 */

/** The kinds of banded edge the shop sets a band and an allowance for. */
export const EDGE_KINDS = ['fronts', 'carcass', 'shelves'] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];

/** The edge kind of a part: fronts and panels, shelves, or carcass (the rest, drawer boxes too). */
export function edgeKindOf(role: PartRole): EdgeKind {
  if (role === 'door' || role === 'drawer_front' || role === 'panel') return 'fronts';
  if (role === 'shelf_fixed' || role === 'shelf_adj') return 'shelves';
  return 'carcass';
}

const BAND_KEYS = {
  fronts: 'edgeBandFrontsMm',
  carcass: 'edgeBandCarcassMm',
  shelves: 'edgeBandShelvesMm',
} as const satisfies Record<EdgeKind, keyof PartsSettings>;

const PRE_MILL_KEYS = {
  fronts: 'preMillFrontsMm',
  carcass: 'preMillCarcassMm',
  shelves: 'preMillShelvesMm',
} as const satisfies Record<EdgeKind, keyof PartsSettings>;

/** The edge band thickness of each edge kind. */
export function edgeBandsOf(settings: PartsSettings): Record<EdgeKind, number> {
  return {
    fronts: settings[BAND_KEYS.fronts],
    carcass: settings[BAND_KEYS.carcass],
    shelves: settings[BAND_KEYS.shelves],
  };
}

/** The pre-milling allowance of each edge kind. */
export function preMillsOf(settings: PartsSettings): Record<EdgeKind, number> {
  return {
    fronts: settings[PRE_MILL_KEYS.fronts],
    carcass: settings[PRE_MILL_KEYS.carcass],
    shelves: settings[PRE_MILL_KEYS.shelves],
  };
}

/**
 * What one banded edge of a part of `role` takes off its cut size: the band less the pre-milling
 * allowance (cut size = finished - band + allowance, per banded edge).
 */
export function bandedEdgeTakesMm(settings: PartsSettings, role: PartRole): number {
  const kind = edgeKindOf(role);
  return settings[BAND_KEYS[kind]] - settings[PRE_MILL_KEYS[kind]];
}
