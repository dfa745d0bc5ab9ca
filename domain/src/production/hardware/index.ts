/*
 * The hardware summary (docs/product.md §3, docs/production/hardware.md): what the shop picks for
 * an order, per accessory type, counted from the exploded order by the rules table.
 */
import type { CategoryNode } from '../../catalogue';
import { explodeOrder } from '../parts';
import type { PartsSettings } from '../parts/parts-settings';
import type { HardwareSummary, ProductionOrderInput } from '../types';
import { summariseHardware } from './summary';
import { HARDWARE_RULES, type HardwareRules } from './rules';

export { ACCESSORY_UNITS } from './accessory-units';
export { formatHardwareQuantity, roundHardwareQuantity } from './quantity';
export { HARDWARE_RULES, type HardwareRules, type HardwareStepRow } from './rules';
export { summariseHardware } from './summary';

/**
 * The hardware summary of an order: its parts explosion (with the parts settings the order
 * keeps, the defaults when not given), summarised.
 */
export function hardwareForOrder(
  order: ProductionOrderInput,
  tree: readonly CategoryNode[],
  rules: HardwareRules = HARDWARE_RULES,
  parts?: PartsSettings,
): HardwareSummary {
  return summariseHardware(explodeOrder(order, tree, parts), rules);
}
