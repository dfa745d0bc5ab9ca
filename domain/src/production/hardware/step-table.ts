import type { HardwareStepRow } from './rules';

/**
 * The count a step table gives for a size in millimetres: the first row whose bound holds it
 * (docs/production/hardware.md, "The rules table"). A table whose last row is bounded gives 0
 * above it.
 */
export function countForSize(table: readonly HardwareStepRow[], sizeMm: number): number {
  const row = table.find(
    ({ upToMm, inclusive }) => upToMm === null || (inclusive ? sizeMm <= upToMm : sizeMm < upToMm),
  );
  return row?.count ?? 0;
}
