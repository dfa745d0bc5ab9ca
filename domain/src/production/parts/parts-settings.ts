import { DRAWER_BOX_RULES } from './drawer-boxes';
import { PARTS_RULES } from './rules';

export {
  EDGE_KINDS,
  type EdgeKind,
  bandedEdgeTakesMm,
  edgeBandsOf,
  edgeKindOf,
  preMillsOf,
} from './edge-kinds';

/*
 * The numbers of the parts explosion that the shop sets on its production settings screen
 * (docs/production/parts.md, "The shop's parts settings"): the edge band and the pre-milling
 * allowance of each edge kind, the legs, the drawer box board and the drawer systems'
 * deductions. Each order keeps the ones it was placed with
 * (docs/decisions/0010-orders-keep-their-production-settings.md); the defaults are the rules'
 * constants, so an order placed before them is built as it always was.
 */

export interface PartsSettings {
  /** Edge band thickness of the fronts: doors, drawer fronts, panels (PARTS_RULES.edgeBandMm). */
  edgeBandFrontsMm: number;
  /** Edge band thickness of the carcass: sides, tops, bottoms, stretchers, toe kicks, drawer boxes. */
  edgeBandCarcassMm: number;
  /** Edge band thickness of the shelves, fixed and adjustable. */
  edgeBandShelvesMm: number;
  /** What the edgebander's jointing unit mills off each banded front edge before banding. */
  preMillFrontsMm: number;
  /** The same for each banded carcass edge. */
  preMillCarcassMm: number;
  /** The same for each banded shelf edge. */
  preMillShelvesMm: number;
  /** Leg height of a unit on legs, also the toe kick's width (PARTS_RULES.legHeightMm). */
  legHeightMm: number;
  /**
   * Whether the customer's height of a unit on legs includes the legs (true: the box is the
   * height less the legs) or is the box's, the legs added below it.
   */
  heightIncludesLegs: boolean;
  /** The drawer box board's thickness (DRAWER_BOX_RULES.boardMm). */
  drawerBoardMm: number;
  /** TANDEMBOX: bottom width = inside width - this. */
  tandemBottomWidthDeductionMm: number;
  /** TANDEMBOX: bottom depth = runner length - this. */
  tandemBottomDepthDeductionMm: number;
  /** TANDEMBOX: back width = inside width - this. */
  tandemBackWidthDeductionMm: number;
  /** Wooden box: room for one runner between the box and each cabinet side. */
  galleryRunnerClearanceMm: number;
  /** Wooden box: box height = front height - this. */
  galleryFrontOverBoxMm: number;
  /**
   * The gap between two fronts: side by side, one above the other, and between neighbouring
   * units (each unit's fronts stay half of it in from its sides) (PARTS_RULES.frontGapMm).
   */
  frontGapMm: number;
  /** The reveal between the front area and the box's top and bottom edges (PARTS_RULES.revealMm). */
  frontRevealMm: number;
  /** The longest shelf without a support between its ends (PARTS_RULES.shelfSafeSpanMm). */
  shelfSafeSpanMm: number;
  /** Whether the shop cuts its plinths from board (parts by run) or fits a bought profile. */
  plinthSource: PlinthSource;
  /** The plinth's height (PARTS_RULES.plinthHeightMm); at most the leg height. */
  plinthHeightMm: number;
  /** The longest plinth piece: a run longer than this is cut in pieces joined on a leg. */
  longestPlinthMm: number;
}

/** Where a plinth comes from: cut from board by the run, or a bought profile by the metre. */
export type PlinthSource = 'board' | 'profile';
export const PLINTH_SOURCES: readonly PlinthSource[] = ['board', 'profile'];

export const DEFAULT_PARTS_SETTINGS: Readonly<PartsSettings> = {
  frontGapMm: PARTS_RULES.frontGapMm,
  frontRevealMm: PARTS_RULES.revealMm,
  edgeBandFrontsMm: PARTS_RULES.edgeBandMm,
  edgeBandCarcassMm: PARTS_RULES.edgeBandMm,
  edgeBandShelvesMm: PARTS_RULES.edgeBandMm,
  preMillFrontsMm: 0,
  preMillCarcassMm: 0,
  preMillShelvesMm: 0,
  shelfSafeSpanMm: PARTS_RULES.shelfSafeSpanMm,
  legHeightMm: PARTS_RULES.legHeightMm,
  heightIncludesLegs: true,
  plinthSource: 'board',
  plinthHeightMm: PARTS_RULES.plinthHeightMm,
  longestPlinthMm: PARTS_RULES.longestPlinthMm,
  drawerBoardMm: DRAWER_BOX_RULES.boardMm,
  tandemBottomWidthDeductionMm: DRAWER_BOX_RULES.tandenBox.bottomWidthDeductionMm,
  tandemBottomDepthDeductionMm: DRAWER_BOX_RULES.tandenBox.bottomDepthDeductionMm,
  tandemBackWidthDeductionMm: DRAWER_BOX_RULES.tandenBox.backWidthDeductionMm,
  galleryRunnerClearanceMm: DRAWER_BOX_RULES.galleryC.runnerClearanceMm,
  galleryFrontOverBoxMm: DRAWER_BOX_RULES.galleryC.frontOverBoxMm,
};

/** The parts settings of a whole settings document (any object holding them), the rest left out. */
export function partsSettingsOf(settings: PartsSettings): PartsSettings {
  return Object.fromEntries(
    (Object.keys(DEFAULT_PARTS_SETTINGS) as (keyof PartsSettings)[]).map((key) => [
      key,
      settings[key],
    ]),
  ) as unknown as PartsSettings;
}

/**
 * What of the parts settings sizes a unit's box from its height: the legs (a tracked order's
 * drawings stand on the ones it keeps).
 */
export type LegSettings = Pick<PartsSettings, 'legHeightMm' | 'heightIncludesLegs'>;

/** The leg settings of the defaults (an order placed before they were kept). */
export const DEFAULT_LEG_SETTINGS: Readonly<LegSettings> = {
  legHeightMm: DEFAULT_PARTS_SETTINGS.legHeightMm,
  heightIncludesLegs: DEFAULT_PARTS_SETTINGS.heightIncludesLegs,
};

/**
 * What of the parts settings the construction check reads (docs/production/parts.md, "The
 * construction check"): the legs (the box the fronts fill) and the front gap and reveal (the
 * front area). The customer's wizard reads them (GET /api/production-settings/legs) so its
 * check is the server's.
 */
export type CheckSettings = Pick<
  PartsSettings,
  'legHeightMm' | 'heightIncludesLegs' | 'frontGapMm' | 'frontRevealMm'
>;

/** The construction check's settings of the defaults. */
export const DEFAULT_CHECK_SETTINGS: Readonly<CheckSettings> = {
  ...DEFAULT_LEG_SETTINGS,
  frontGapMm: DEFAULT_PARTS_SETTINGS.frontGapMm,
  frontRevealMm: DEFAULT_PARTS_SETTINGS.frontRevealMm,
};

/**
 * What the customers' wizard reads of the shop's parts settings (GET
 * /api/production-settings/legs): the construction check's, and where the plinths come from,
 * which its hardware list follows (a bought profile's toe kick length; none for a plinth cut
 * from board; docs/production/parts.md, "Plinths").
 */
export type WizardSettings = CheckSettings & Pick<PartsSettings, 'plinthSource'>;

/** The leg height of a unit on legs and the box height its customer height leaves. */
export function legsOf(
  settings: LegSettings,
  onLegs: boolean,
  heightMm: number,
): { legHeightMm: number; boxHeightMm: number; overallHeightMm: number } {
  const legHeightMm = onLegs ? settings.legHeightMm : 0;
  return settings.heightIncludesLegs
    ? { legHeightMm, boxHeightMm: heightMm - legHeightMm, overallHeightMm: heightMm }
    : { legHeightMm, boxHeightMm: heightMm, overallHeightMm: heightMm + legHeightMm };
}
