import { fromMillimetres, round2, type Unit } from '../../units';
import {
  ACCESSORY_TYPES,
  type AccessoryType,
  type Front,
  type HardwareWarning,
  type ItemBuild,
} from '../types';
import { drawerCounts } from '../parts/drawer-boxes';
import { hingeTypeFor, hingesForDoor, isHingedDoor, isLiftUpDoor, liftUpFits } from './doors';
import { assemblyFasteners } from './fasteners';
import type { HardwareRules } from './rules';
import { countForSize } from './step-table';

/** What one order line takes: each accessory's quantity (not yet rounded) and its warnings. */
interface ItemHardware {
  quantities: Partial<Record<AccessoryType, number>>;
  warnings: HardwareWarning[];
}

/** Pieces and sets of one cabinet of the line, before the quantity and the lengths. */
type Counts = Partial<Record<AccessoryType, number>>;

function add(counts: Counts, type: AccessoryType, amount: number): void {
  if (amount !== 0) counts[type] = (counts[type] ?? 0) + amount;
}

/**
 * Hinges of one cabinet: each hinged door's when the customer asked for hinges, plus the
 * top-panel hinges every lift-up front hangs on, by its width, always: a lift-up front cannot hang
 * without them (docs/production/hardware.md, "Lift-up doors").
 */
function hingeCount(build: ItemBuild, rules: HardwareRules): number {
  return build.fronts.reduce((sum, front) => {
    if (isLiftUpDoor(front)) {
      return sum + countForSize(rules.liftUp.hingesByFrontWidth, front.widthMm);
    }
    if (build.hinges && isHingedDoor(front)) {
      return sum + hingesForDoor(front, build.construction, rules);
    }
    return sum;
  }, 0);
}

/** Drawer sets of one cabinet: one per drawer of each system (the drawers its box parts are cut for). */
function drawerSets(
  build: ItemBuild,
  rules: HardwareRules,
): { tandenBox: number; galleryC: number } {
  const drawers = drawerCounts(build.drawers);
  const perDrawer = rules.drawers.setsPerDrawer;
  return {
    tandenBox: drawers.tandenBox * perDrawer,
    galleryC: drawers.galleryC * perDrawer,
  };
}

/** Pieces and sets for one cabinet of the line. */
function cabinetCounts(build: ItemBuild, rules: HardwareRules): Counts {
  const counts: Counts = {};
  const hinges = hingeCount(build, rules);
  const legs = build.onLegs ? countForSize(rules.legs.byCabinetWidth, build.widthMm) : 0;
  const clips = build.wallClips ? rules.wallClips.perUnit : 0;
  const drawers = drawerSets(build, rules);
  const fasteners = assemblyFasteners(build.jointDepthsMm, rules);
  const liftUps = build.fronts.filter((front) => isLiftUpDoor(front) && liftUpFits(front, rules));
  const topRails = build.gola.topJ ? rules.gola.topRailsWhenTopJ : 0;

  add(counts, hingeTypeFor(build.construction), hinges);
  add(
    counts,
    'pinShelves',
    build.shelves.adjustable * rules.shelfPins.perAdjustableShelf +
      build.centreSupportedShelves * rules.shelfPins.perCentreSupport,
  );
  add(counts, 'leg', legs);
  // The plinth clips onto the front legs (docs/production/hardware.md, "Plinths").
  if (build.plinth !== null) {
    add(counts, 'plinthClip', Math.ceil(legs / 2) * rules.plinth.clipsPerFrontLeg);
  }
  add(counts, 'clipWall', clips);
  add(counts, 'tandenBox', drawers.tandenBox);
  add(counts, 'galleryC', drawers.galleryC);
  add(counts, 'aventoHKXS', liftUps.length * rules.liftUp.setsPerFront);
  if (build.assembly.screws) add(counts, 'screws212', fasteners);
  if (build.assembly.dowels) add(counts, 'dowel', fasteners);
  const { perHinge, perDrawerSet, perWallClip, perLeg } = rules.screws58;
  add(
    counts,
    'screws58',
    hinges * perHinge +
      (drawers.tandenBox + drawers.galleryC) * perDrawerSet +
      clips * perWallClip +
      legs * perLeg,
  );
  add(counts, 'golaSupport', (topRails + build.gola.midRails) * rules.gola.supportsPerRail);
  return counts;
}

/** Lengths in millimetres for one cabinet of the line. */
function cabinetLengthsMm(build: ItemBuild, rules: HardwareRules): Counts {
  const lengths: Counts = {};
  const topRails = build.gola.topJ ? rules.gola.topRailsWhenTopJ : 0;
  add(lengths, 'golaJ', build.widthMm * topRails);
  add(lengths, 'golaC', build.widthMm * build.gola.midRails);
  // A bought plinth profile by the run's length; a plinth cut from board is in the cut list.
  const profile = build.plinth?.source === 'profile';
  add(lengths, 'toeKick', profile ? (build.plinth?.perCabinetMm ?? 0) : 0);
  return lengths;
}

/**
 * What the line takes once for its plinth run, not per cabinet: a clip for each end return at it,
 * and with a bought profile the returns' length and a corner's reach (docs/production/hardware.md,
 * "Plinths").
 */
function runOnce(build: ItemBuild, unit: Unit, rules: HardwareRules): Counts {
  const once: Counts = {};
  if (build.plinth === null) return once;
  add(once, 'plinthClip', build.plinth.returns * rules.plinth.clipsPerReturn);
  if (build.plinth.source === 'profile' && build.plinth.onceMm > 0) {
    add(once, 'toeKick', fromMillimetres(build.plinth.onceMm, unit));
  }
  return once;
}

/** A front's width x height in millimetres; on an inch order in inches first. */
function sizeText(front: Front, unit: Unit): string {
  const mm = `${round2(front.widthMm)} x ${round2(front.heightMm)} mm`;
  if (unit === 'mm') return mm;
  const [width, height] = [front.widthMm, front.heightMm].map((v) => fromMillimetres(v, unit));
  return `${width} x ${height} in (${mm})`;
}

function liftUpWarnings(build: ItemBuild, unit: Unit, rules: HardwareRules): HardwareWarning[] {
  const { minFrontHeightMm, maxFrontHeightMm, maxFrontWidthMm } = rules.liftUp;
  return build.fronts
    .filter((front) => isLiftUpDoor(front) && !liftUpFits(front, rules))
    .map((front) => ({
      index: build.index,
      type: build.typeName,
      accessory: 'aventoHKXS',
      code: 'liftUpOutOfRange',
      message:
        `Item ${build.index} (${build.typeName}): the lift-up front ${sizeText(front, unit)} ` +
        `(width x height) is outside the AVENTOS HK-XS range (front height ${minFrontHeightMm} ` +
        `to ${maxFrontHeightMm} mm, width up to ${maxFrontWidthMm} mm); ` +
        'no lift mechanism is counted for it.',
    }));
}

/**
 * The hardware of one order line (docs/production/hardware.md): the pieces and sets of one
 * cabinet times the line's quantity, and the lengths in the order's unit (each cabinet's length
 * converted with two decimals, then times the quantity). Quantities are not rounded yet.
 */
export function itemHardware(build: ItemBuild, unit: Unit, rules: HardwareRules): ItemHardware {
  const counts = cabinetCounts(build, rules);
  const lengthsMm = cabinetLengthsMm(build, rules);
  const quantities: Counts = {};
  for (const type of ACCESSORY_TYPES) {
    const count = counts[type];
    const lengthMm = lengthsMm[type];
    if (count !== undefined) quantities[type] = count * build.quantity;
    if (lengthMm !== undefined) quantities[type] = fromMillimetres(lengthMm, unit) * build.quantity;
  }
  for (const [type, amount] of Object.entries(runOnce(build, unit, rules))) {
    const key = type as AccessoryType;
    quantities[key] = (quantities[key] ?? 0) + amount;
  }
  return { quantities, warnings: liftUpWarnings(build, unit, rules) };
}
