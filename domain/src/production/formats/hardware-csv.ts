/*
 * hardware.csv (docs/production/outputs.md): the hardware summary, one row per accessory and
 * item, a total row per accessory and a row per warning.
 */
import { ACCESSORY_UNITS, formatHardwareQuantity } from '../hardware';
import type { AccessoryType, HardwareSummary } from '../types';
import { ACCESSORY_TYPES } from '../types';
import { csvDocument, csvNumber, type CsvCell } from './csv';
import { ACCESSORY_NAMES } from './words';

export const HARDWARE_CSV_COLUMNS = [
  'accessory',
  'accessory_name',
  'unit',
  'line',
  'item_index',
  'item_type',
  'quantity',
  'message',
] as const;

/** The kinds of row: one item's share, the accessory's total, a warning. */
const HARDWARE_LINES = { item: 'item', total: 'total', warning: 'warning' } as const;

/** An accessory's unit as written: pcs, sets, or the order's unit for lengths. */
export function accessoryUnit(type: AccessoryType, summary: Pick<HardwareSummary, 'unit'>): string {
  const unit = ACCESSORY_UNITS[type];
  return unit === 'length' ? summary.unit : unit;
}

/**
 * hardware.csv: UTF-8 with a byte order mark, RFC 4180. The 19 accessory types in their fixed
 * order; for each, its item lines, its total (also when 0) and its warnings. Quantities with one
 * decimal, a trailing zero dropped; lengths in the order's unit.
 */
export function hardwareCsv(hardware: HardwareSummary): string {
  const rows: CsvCell[][] = [];
  for (const type of ACCESSORY_TYPES) {
    const start = [type, ACCESSORY_NAMES[type], accessoryUnit(type, hardware)];
    const entry = hardware.accessories[type];
    for (const line of entry.cabinets) {
      rows.push([
        ...start,
        HARDWARE_LINES.item,
        csvNumber(String(line.index)),
        line.type,
        csvNumber(formatHardwareQuantity(line.quantity)),
        '',
      ]);
    }
    rows.push([
      ...start,
      HARDWARE_LINES.total,
      '',
      '',
      csvNumber(formatHardwareQuantity(entry.total)),
      '',
    ]);
    for (const warning of hardware.warnings.filter((candidate) => candidate.accessory === type)) {
      rows.push([
        ...start,
        HARDWARE_LINES.warning,
        csvNumber(String(warning.index)),
        warning.type,
        '',
        warning.message,
      ]);
    }
  }
  return csvDocument(HARDWARE_CSV_COLUMNS, rows, { bom: true, neutraliseFormulas: true });
}
