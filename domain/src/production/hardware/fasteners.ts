import type { HardwareRules } from './rules';

/** A joint has two ends, each with its first fastener set in from it. */
const JOINT_ENDS = 2;

/**
 * Fasteners in one joint of a panel `depthMm` deep: the first at a fixed distance from each end,
 * then at most one pitch apart, never fewer than the minimum (docs/production/hardware.md):
 * max(2, 1 + floor((depth - 2 x 37) / 128)).
 */
export function fastenersPerJoint(depthMm: number, rules: HardwareRules): number {
  const { firstFastenerFromEndMm, maxPitchMm, minPerJoint } = rules.joints;
  const span = depthMm - JOINT_ENDS * firstFastenerFromEndMm;
  return Math.max(minPerJoint, 1 + Math.floor(span / maxPitchMm));
}

/** Fasteners of one cabinet: every horizontal panel joins both sides. */
export function assemblyFasteners(jointDepthsMm: readonly number[], rules: HardwareRules): number {
  return jointDepthsMm.reduce(
    (sum, depthMm) => sum + rules.joints.perHorizontalPanel * fastenersPerJoint(depthMm, rules),
    0,
  );
}
