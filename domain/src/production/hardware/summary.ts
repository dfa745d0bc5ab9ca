import {
  ACCESSORY_TYPES,
  type AccessoryType,
  type ExplodedOrder,
  type HardwareEntry,
  type HardwareSummary,
} from '../types';
import { itemHardware } from './item-hardware';
import { roundHardwareQuantity } from './quantity';
import { HARDWARE_RULES, type HardwareRules } from './rules';

function emptyAccessories(): Record<AccessoryType, HardwareEntry> {
  const accessories = {} as Record<AccessoryType, HardwareEntry>;
  for (const type of ACCESSORY_TYPES) accessories[type] = { total: 0, cabinets: [] };
  return accessories;
}

/**
 * The hardware summary of an exploded order (docs/product.md §3, docs/production/hardware.md):
 * every accessory type, with one line per item that takes it, in item order. Each
 * line is rounded to one decimal and lines of 0 are left out; a total is the rounded sum of its
 * lines, so it always equals them. Items production could not build add nothing.
 */
export function summariseHardware(
  exploded: ExplodedOrder,
  rules: HardwareRules = HARDWARE_RULES,
): HardwareSummary {
  const accessories = emptyAccessories();
  const warnings: HardwareSummary['warnings'] = [];
  for (const build of exploded.items) {
    const item = itemHardware(build, exploded.unit, rules);
    warnings.push(...item.warnings);
    for (const type of ACCESSORY_TYPES) {
      const quantity = roundHardwareQuantity(item.quantities[type] ?? 0);
      if (quantity === 0) continue;
      const entry = accessories[type];
      entry.cabinets.push({ index: build.index, type: build.typeName, quantity });
      entry.total = roundHardwareQuantity(entry.total + quantity);
    }
  }
  return { unit: exploded.unit, accessories, warnings };
}
