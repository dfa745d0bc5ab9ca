import type { DrawerSlide, Front, ItemBuild } from '../types';
import type { PartMaterial } from './carcass';
import { formatMm } from './numbers';
import type { PartSpec } from './part-list';
import { FRONT_EDGE, NO_EDGES } from './part-list';
import type { PartsSettings } from './parts-settings';

/*
 * The drawer box of each drawer system, as construction data (docs/production/parts.md,
 * "Drawer boxes"): the board the box parts are cut from and the maker's deductions. The board
 * and the deductions are the defaults of the shop's parts settings (parts-settings.ts), which
 * the boxes are built with; no logic holds a number of its own.
 */

/** A TANDEMBOX box height: its side (the metal profile) and the 16 mm back cut for it. */
interface MetalBoxHeight {
  name: string;
  sideMm: number;
  backMm: number;
}

export const DRAWER_BOX_RULES = {
  /** Thickness of the drawer box board (a carcass-grade board). */
  boardMm: 16,
  /** Standard runner nominal lengths (NL), shortest first. */
  runnerLengthsMm: [270, 300, 350, 400, 450, 500, 550, 600],
  /** The metal-sided box (holes 3 mm, `tandenBox`): Blum TANDEMBOX antaro planning rules. */
  tandenBox: {
    /** The inside depth must be at least NL + this. */
    depthClearanceMm: 3,
    /** Bottom width = inside width - this. */
    bottomWidthDeductionMm: 75,
    /** Bottom depth = NL - this. */
    bottomDepthDeductionMm: 10,
    /** Back width = inside width - this. */
    backWidthDeductionMm: 87,
    /** Box heights, lowest first; a drawer takes the highest whose side fits behind its front. */
    heights: [
      { name: 'M', sideMm: 83, backMm: 68 },
      { name: 'K', sideMm: 115, backMm: 100 },
      { name: 'C', sideMm: 167, backMm: 152 },
    ] as readonly MetalBoxHeight[],
    /** A side fits behind a front at least this much higher than the side. */
    frontOverSideMm: 30,
  },
  /** The wooden box on a pair of side-mount runners (holes 10 mm, `galleryC`). */
  galleryC: {
    /** The inside depth must be at least NL + this. */
    depthClearanceMm: 10,
    /** Room for one runner between the box and the cabinet side. */
    runnerClearanceMm: 12.5,
    /** Box height = front height - this. */
    frontOverBoxMm: 40,
    /** The highest box. */
    maxBoxHeightMm: 250,
  },
} as const;

/** What a cabinet's drawer boxes are built from. */
export interface DrawerBoxInput {
  drawers: ItemBuild['drawers'];
  /** The cabinet's drawer fronts, top to bottom (their heights size the boxes). */
  fronts: readonly Front[];
  /** Inside width: W - 2T. */
  insideWidthMm: number;
  /** Inside depth: D less an inside back. */
  insideDepthMm: number;
  board: PartMaterial;
  /** The board's thickness is `board`'s; the deductions are these settings'. */
  settings: PartsSettings;
}

/** The longest standard runner that fits the inside depth less the system's clearance. */
function nominalLength(insideDepthMm: number, clearanceMm: number): number | null {
  const fitting = DRAWER_BOX_RULES.runnerLengthsMm.filter(
    (nl) => nl + clearanceMm <= insideDepthMm,
  );
  return fitting.length > 0 ? (fitting[fitting.length - 1] as number) : null;
}

/** The highest TANDEMBOX box that fits behind a front; the lowest when none does (or no front). */
function metalHeight(frontHeightMm: number | null): MetalBoxHeight {
  const { heights, frontOverSideMm } = DRAWER_BOX_RULES.tandenBox;
  const fitting = heights.filter(
    (height) => frontHeightMm !== null && height.sideMm + frontOverSideMm <= frontHeightMm,
  );
  return fitting[fitting.length - 1] ?? (heights[0] as MetalBoxHeight);
}

function spec(
  board: PartMaterial,
  role: PartSpec['role'],
  name: string,
  lengthMm: number,
  widthMm: number,
  count: number,
  edges = NO_EDGES,
): PartSpec {
  return {
    role,
    name,
    material: board.key,
    thicknessMm: board.thicknessMm,
    lengthMm,
    widthMm,
    count,
    grain: board.grain,
    edges,
  };
}

/**
 * One TANDEMBOX drawer: a bottom (Wi - 75) x (NL - 10) and a back (Wi - 87) x the back height
 * of its box height (docs/production/parts.md, "Drawer boxes").
 */
function metalBox(input: DrawerBoxInput, nl: number, height: MetalBoxHeight): PartSpec[] {
  const { settings } = input;
  const Wi = input.insideWidthMm;
  return [
    spec(
      input.board,
      'drawer_bottom',
      'Drawer bottom',
      Wi - settings.tandemBottomWidthDeductionMm,
      nl - settings.tandemBottomDepthDeductionMm,
      1,
    ),
    spec(
      input.board,
      'drawer_back',
      'Drawer back',
      Wi - settings.tandemBackWidthDeductionMm,
      height.backMm,
      1,
    ),
  ];
}

/**
 * One wooden drawer on side-mount runners, its bottom screwed under it: box width
 * Wb = Wi - 2 x 12.5, height Hd = min(front - 40, 250); two sides NL x (Hd - t), a front and a
 * back between the sides (Wb - 2t) x (Hd - t), the top edges banded; a bottom Wb x NL.
 */
function woodenBox(input: DrawerBoxInput, nl: number, frontHeightMm: number): PartSpec[] {
  const { settings } = input;
  const t = input.board.thicknessMm;
  const Wb = input.insideWidthMm - 2 * settings.galleryRunnerClearanceMm;
  const Hd = Math.min(
    frontHeightMm - settings.galleryFrontOverBoxMm,
    DRAWER_BOX_RULES.galleryC.maxBoxHeightMm,
  );
  const { board } = input;
  return [
    spec(board, 'drawer_side', 'Drawer side', nl, Hd - t, 2, FRONT_EDGE),
    spec(board, 'drawer_box_front', 'Drawer box front', Wb - 2 * t, Hd - t, 1, FRONT_EDGE),
    spec(board, 'drawer_back', 'Drawer back', Wb - 2 * t, Hd - t, 1, FRONT_EDGE),
    spec(board, 'drawer_bottom', 'Drawer bottom', Wb, nl, 1),
  ];
}

/** How many drawers of each system one cabinet has: its front drawers by the slide, internal ones on TANDEMBOX. */
export function drawerCounts(drawers: ItemBuild['drawers']): Record<DrawerSlide, number> {
  const { front, internal, slide } = drawers;
  return {
    tandenBox: (slide === 'tandenBox' ? front : 0) + internal,
    galleryC: slide === 'galleryC' ? front : 0,
  };
}

const SYSTEM_NAMES: Record<DrawerSlide, string> = {
  tandenBox: 'TANDEMBOX',
  galleryC: 'wooden box',
};

/**
 * The drawer box parts of one cabinet (docs/production/parts.md, "Drawer boxes"): one box per
 * drawer the hardware counts a set for, front drawers sized by their fronts (top to bottom),
 * internal drawers (always TANDEMBOX) the lowest box; and a note naming each system's runner
 * length, or why no box fits.
 */
export function drawerBoxSpecs(input: DrawerBoxInput): { specs: PartSpec[]; notes: string[] } {
  const counts = drawerCounts(input.drawers);
  const frontHeights = input.fronts
    .filter((front) => front.role === 'drawer_front')
    .map((front) => front.heightMm);
  const frontDrawers = input.drawers.slide === null ? 0 : input.drawers.front;
  const specs: PartSpec[] = [];
  const notes: string[] = [];
  for (const system of ['tandenBox', 'galleryC'] as const) {
    const count = counts[system];
    if (count === 0) continue;
    const clearance = DRAWER_BOX_RULES[system].depthClearanceMm;
    const nl = nominalLength(input.insideDepthMm, clearance);
    const name = SYSTEM_NAMES[system];
    if (nl === null) {
      notes.push(
        `Drawer boxes (${name}) left out: no runner fits an inside depth of ${formatMm(input.insideDepthMm)} mm.`,
      );
      continue;
    }
    const heights: (number | null)[] = Array.from({ length: count }, (_, drawer) =>
      drawer < frontDrawers && system === input.drawers.slide
        ? (frontHeights[drawer] ?? null)
        : null,
    );
    if (system === 'tandenBox') {
      const boxes = heights.map(metalHeight);
      boxes.forEach((height) => specs.push(...metalBox(input, nl, height)));
      notes.push(
        `Drawer boxes: ${count} x ${name}, runners NL ${nl} mm, heights ${boxes.map((box) => box.name).join(', ')}.`,
      );
    } else {
      heights.forEach((height) => specs.push(...woodenBox(input, nl, height ?? 0)));
      notes.push(`Drawer boxes: ${count} x ${name}, runners NL ${nl} mm.`);
    }
  }
  return { specs, notes };
}
