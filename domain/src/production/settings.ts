/*
 * The shop's production settings: the numbers of its saw, edges and legs that an order is built
 * with. Each order keeps the settings it was placed with (as it keeps its catalogue, decision
 * 0008). The defaults are today's code constants, read from the rules they come from.
 */
import { z } from 'zod';
import { NESTING_RULES } from './nesting/rules';
import { PARTS_RULES } from './parts/rules';

/** One field's unit, range, step and default: the one table the screen and the server read. */
export interface ProductionSettingField {
  key: keyof ProductionSettings;
  group: 'saw' | 'edges' | 'legs';
  unit: 'mm';
  min: number;
  max: number;
  step: number;
  default: number;
}

export interface ProductionSettings {
  /** Saw kerf (NESTING_RULES.kerfMm). */
  kerfMm: number;
  /** Trim per sheet edge (NESTING_RULES.trimMm). */
  trimMm: number;
  /** The shortest side of an offcut kept for reuse (NESTING_RULES.minOffcutSideMm). */
  minOffcutSideMm: number;
  /** Edge band thickness (PARTS_RULES.edgeBandMm). */
  edgeBandMm: number;
  /** Leg height, inside the customer's height, also the plinth's width (PARTS_RULES.legHeightMm). */
  legHeightMm: number;
}

export const DEFAULT_PRODUCTION_SETTINGS: ProductionSettings = {
  kerfMm: NESTING_RULES.kerfMm,
  trimMm: NESTING_RULES.trimMm,
  minOffcutSideMm: NESTING_RULES.minOffcutSideMm,
  edgeBandMm: PARTS_RULES.edgeBandMm,
  legHeightMm: PARTS_RULES.legHeightMm,
};

export const PRODUCTION_SETTING_FIELDS: readonly ProductionSettingField[] = [
  {
    key: 'kerfMm',
    group: 'saw',
    unit: 'mm',
    min: NESTING_RULES.kerfRangeMm.min,
    max: NESTING_RULES.kerfRangeMm.max,
    step: 0.1,
    default: DEFAULT_PRODUCTION_SETTINGS.kerfMm,
  },
  {
    key: 'trimMm',
    group: 'saw',
    unit: 'mm',
    min: 0,
    max: 50,
    step: 0.5,
    default: DEFAULT_PRODUCTION_SETTINGS.trimMm,
  },
  {
    key: 'minOffcutSideMm',
    group: 'saw',
    unit: 'mm',
    min: 0,
    max: 1000,
    step: 1,
    default: DEFAULT_PRODUCTION_SETTINGS.minOffcutSideMm,
  },
  {
    key: 'edgeBandMm',
    group: 'edges',
    unit: 'mm',
    min: 0,
    max: 3,
    step: 0.1,
    default: DEFAULT_PRODUCTION_SETTINGS.edgeBandMm,
  },
  {
    key: 'legHeightMm',
    group: 'legs',
    unit: 'mm',
    min: 0,
    max: 250,
    step: 1,
    default: DEFAULT_PRODUCTION_SETTINGS.legHeightMm,
  },
];

const field = (f: ProductionSettingField) => z.number().finite().min(f.min).max(f.max);

/** The settings document's schema, each field held to its range in PRODUCTION_SETTING_FIELDS. */
export const productionSettingsSchema = z
  .object(
    Object.fromEntries(PRODUCTION_SETTING_FIELDS.map((f) => [f.key, field(f)])) as Record<
      keyof ProductionSettings,
      z.ZodNumber
    >,
  )
  .strict();
