import type { Construction } from '../../construction';
import type { AccessoryType, Front } from '../types';
import type { HardwareRules } from './rules';
import { countForSize } from './step-table';

/** The hinge types a door can take: a corner model's own type, or the plain hinge. */
type HingeType = Extract<
  AccessoryType,
  'hinge' | 'hingeBlindCorner' | 'hingeLazySusan45' | 'hingeLazySusan90' | 'hingeLazySusan180'
>;

/** The hinge type of a lazy-susan corner by its door's fold angle (docs/production/hardware.md). */
const LAZY_SUSAN_HINGES = {
  45: 'hingeLazySusan45',
  90: 'hingeLazySusan90',
  180: 'hingeLazySusan180',
} as const satisfies Record<NonNullable<Construction['foldAngle']>, HingeType>;

/** A hinged door: a door front that is not a lift-up one (that one takes a lift mechanism). */
export function isHingedDoor(front: Front): boolean {
  return front.role === 'door' && !front.liftUp;
}

/** A lift-up door front. */
export function isLiftUpDoor(front: Front): boolean {
  return front.role === 'door' && front.liftUp;
}

/**
 * The hinge type by construction kind: blind corners take the blind-corner hinge, lazy-susan
 * corners the one for their fold angle, every other model the plain hinge.
 */
export function hingeTypeFor(construction: Construction): HingeType {
  if (construction.kind === 'cornerBlind') return 'hingeBlindCorner';
  if (construction.kind === 'cornerLazySusan' && construction.foldAngle !== null) {
    return LAZY_SUSAN_HINGES[construction.foldAngle];
  }
  return 'hinge';
}

/**
 * Hinges on one door: the model's own count when it gives one ('Door 2 holes'), else the height
 * table plus the wide-door extra.
 */
export function hingesForDoor(
  front: Front,
  construction: Construction,
  rules: HardwareRules,
): number {
  if (construction.hingesPerDoor !== null) return construction.hingesPerDoor;
  const byHeight = countForSize(rules.hinges.byDoorHeight, front.heightMm);
  const extra = front.widthMm > rules.hinges.wideDoorAboveMm ? rules.hinges.wideDoorExtra : 0;
  return byHeight + extra;
}

/** Whether a lift-up front lies within the lift mechanism's range (bounds included). */
export function liftUpFits(front: Front, rules: HardwareRules): boolean {
  const { minFrontHeightMm, maxFrontHeightMm, maxFrontWidthMm } = rules.liftUp;
  return (
    front.heightMm >= minFrontHeightMm &&
    front.heightMm <= maxFrontHeightMm &&
    front.widthMm <= maxFrontWidthMm
  );
}
