/*
 * The shop's production settings (docs/production/nesting.md, "The shop's settings"): the
 * numbers of its saw that the cutting plan applies, and the parts settings the parts explosion
 * builds with (docs/production/parts.md, "The shop's parts settings": edge bands, pre-milling,
 * legs, drawer boxes). Each order keeps the settings it was placed with
 * (docs/decisions/0010-orders-keep-their-production-settings.md, as it keeps its catalogue,
 * decision 0008). The defaults are today's code constants, read from NESTING_RULES, PARTS_RULES
 * and DRAWER_BOX_RULES.
 */
import { z } from 'zod';
import { onFirstUse } from '../schema-on-first-use';
import type { FieldChange } from '../catalogue-editing';
import { NESTING_RULES } from './nesting/rules';
import type { FirstStage, MaxCutStages, NestingSettings } from './nesting/types';
import type {
  CheckSettings,
  LegSettings,
  PartsSettings,
  WizardSettings,
} from './parts/parts-settings';
import { DEFAULT_PARTS_SETTINGS, PLINTH_SOURCES } from './parts/parts-settings';

export interface ProductionSettings extends PartsSettings {
  /** Saw kerf (NESTING_RULES.kerfMm). */
  kerfMm: number;
  /** Trim per sheet edge (NESTING_RULES.trimMm). */
  trimMm: number;
  /** The shortest side of an offcut kept for reuse (NESTING_RULES.minOffcutSideMm). */
  minOffcutSideMm: number;
  /** The most cut stages the saw makes on a sheet (NESTING_RULES.maxCutStages). */
  maxCutStages: MaxCutStages;
  /** The direction of the first stage (NESTING_RULES.firstStage). */
  firstStage: FirstStage;
}

/** The settings as stored and served, with the version of the save that made them (0: never). */
export type VersionedProductionSettings = ProductionSettings & { version: number };

/** One save of the settings (GET /api/production-settings/history): who, when, what, what changed. */
export interface ProductionSettingsHistoryEntry {
  id: number;
  /** The version the save made. */
  version: number;
  /** The admin's e-mail. */
  by: string;
  /** ISO 8601 with milliseconds. */
  at: string;
  /** The settings the save stored. */
  settings: ProductionSettings;
  changes: FieldChange[];
}

/** The groups the screen shows the fields in. */
export type ProductionSettingGroup =
  | 'saw'
  | 'offcuts'
  | 'stages'
  | 'fronts'
  | 'edgeBands'
  | 'preMilling'
  | 'shelves'
  | 'legs'
  | 'plinths'
  | 'drawerBoxes';

/** The keys of the settings that are numbers in millimetres. */
export type NumberSettingKey = {
  [Key in keyof ProductionSettings]: ProductionSettings[Key] extends number
    ? ProductionSettings[Key] extends MaxCutStages
      ? never
      : Key
    : never;
}[keyof ProductionSettings];

/** The keys of the settings picked from a fixed list. */
export type ChoiceSettingKey =
  'maxCutStages' | 'firstStage' | 'heightIncludesLegs' | 'plinthSource';

/** A number in millimetres: its range, its step and its default. */
export interface NumberSettingField {
  kind: 'number';
  key: NumberSettingKey;
  group: ProductionSettingGroup;
  unit: 'mm';
  min: number;
  max: number;
  step: number;
  default: number;
}

/** One value of a fixed list (the screen's select): its choices and its default. */
export interface ChoiceSettingField<Key extends ChoiceSettingKey> {
  kind: 'choice';
  key: Key;
  group: ProductionSettingGroup;
  choices: readonly ProductionSettings[Key][];
  default: ProductionSettings[Key];
}

/** One field of the settings: the one table the schema, the server and the screen read. */
export type ProductionSettingField =
  | NumberSettingField
  | ChoiceSettingField<'maxCutStages'>
  | ChoiceSettingField<'firstStage'>
  | ChoiceSettingField<'heightIncludesLegs'>
  | ChoiceSettingField<'plinthSource'>;

export const DEFAULT_PRODUCTION_SETTINGS: ProductionSettings = {
  kerfMm: NESTING_RULES.kerfMm,
  trimMm: NESTING_RULES.trimMm,
  minOffcutSideMm: NESTING_RULES.minOffcutSideMm,
  maxCutStages: NESTING_RULES.maxCutStages,
  firstStage: NESTING_RULES.firstStage,
  ...DEFAULT_PARTS_SETTINGS,
};

/** A millimetre field of the parts settings: its range and step, the default from the defaults. */
function millimetres(
  key: NumberSettingKey,
  group: ProductionSettingGroup,
  min: number,
  max: number,
  step: number,
): NumberSettingField {
  return {
    kind: 'number',
    key,
    group,
    unit: 'mm',
    min,
    max,
    step,
    default: DEFAULT_PRODUCTION_SETTINGS[key],
  };
}

/** The thickest edge band the settings take (a 3 mm ABS band is the thickest in use). */
const MAX_EDGE_BAND_MM = 3;
/** The most a jointing unit mills off one edge before banding. */
const MAX_PRE_MILL_MM = 2;

export const PRODUCTION_SETTING_FIELDS: readonly ProductionSettingField[] = [
  {
    kind: 'number',
    key: 'kerfMm',
    group: 'saw',
    unit: 'mm',
    min: NESTING_RULES.kerfRangeMm.min,
    max: NESTING_RULES.kerfRangeMm.max,
    step: 0.1,
    default: DEFAULT_PRODUCTION_SETTINGS.kerfMm,
  },
  {
    kind: 'number',
    key: 'trimMm',
    group: 'saw',
    unit: 'mm',
    min: 0,
    max: 50,
    step: 0.5,
    default: DEFAULT_PRODUCTION_SETTINGS.trimMm,
  },
  {
    kind: 'number',
    key: 'minOffcutSideMm',
    group: 'offcuts',
    unit: 'mm',
    min: 0,
    max: 1000,
    step: 1,
    default: DEFAULT_PRODUCTION_SETTINGS.minOffcutSideMm,
  },
  {
    kind: 'choice',
    key: 'maxCutStages',
    group: 'stages',
    choices: NESTING_RULES.cutStageChoices,
    default: DEFAULT_PRODUCTION_SETTINGS.maxCutStages,
  },
  {
    kind: 'choice',
    key: 'firstStage',
    group: 'stages',
    choices: NESTING_RULES.firstStageChoices,
    default: DEFAULT_PRODUCTION_SETTINGS.firstStage,
  },
  millimetres('frontGapMm', 'fronts', 1, 6, 0.5),
  millimetres('frontRevealMm', 'fronts', 0, 6, 0.5),
  millimetres('edgeBandFrontsMm', 'edgeBands', 0.1, MAX_EDGE_BAND_MM, 0.1),
  millimetres('edgeBandCarcassMm', 'edgeBands', 0.1, MAX_EDGE_BAND_MM, 0.1),
  millimetres('edgeBandShelvesMm', 'edgeBands', 0.1, MAX_EDGE_BAND_MM, 0.1),
  millimetres('preMillFrontsMm', 'preMilling', 0, MAX_PRE_MILL_MM, 0.1),
  millimetres('preMillCarcassMm', 'preMilling', 0, MAX_PRE_MILL_MM, 0.1),
  millimetres('preMillShelvesMm', 'preMilling', 0, MAX_PRE_MILL_MM, 0.1),
  millimetres('shelfSafeSpanMm', 'shelves', 300, 1500, 10),
  millimetres('legHeightMm', 'legs', 50, 250, 1),
  {
    kind: 'choice',
    key: 'heightIncludesLegs',
    group: 'legs',
    choices: [true, false],
    default: DEFAULT_PRODUCTION_SETTINGS.heightIncludesLegs,
  },
  {
    kind: 'choice',
    key: 'plinthSource',
    group: 'plinths',
    choices: PLINTH_SOURCES,
    default: DEFAULT_PRODUCTION_SETTINGS.plinthSource,
  },
  millimetres('plinthHeightMm', 'plinths', 40, 250, 1),
  millimetres('longestPlinthMm', 'plinths', 500, 5600, 1),
  millimetres('drawerBoardMm', 'drawerBoxes', 8, 25, 0.5),
  millimetres('tandemBottomWidthDeductionMm', 'drawerBoxes', 0, 150, 0.5),
  millimetres('tandemBottomDepthDeductionMm', 'drawerBoxes', 0, 50, 0.5),
  millimetres('tandemBackWidthDeductionMm', 'drawerBoxes', 0, 150, 0.5),
  millimetres('galleryRunnerClearanceMm', 'drawerBoxes', 0, 30, 0.5),
  millimetres('galleryFrontOverBoxMm', 'drawerBoxes', 0, 100, 1),
];

function fieldSchema(f: ProductionSettingField): z.ZodType {
  if (f.kind === 'number') return z.number().finite().min(f.min).max(f.max);
  const [first, ...rest] = f.choices.map((choice) => z.literal(choice));
  return first === undefined ? z.never() : z.union([first, ...rest]);
}

// Built on first use (docs/architecture.md, "The wizard's start"): the tracking page's chunk
// evaluates this module, and making a schema for every field was half of that evaluation.
const settingsShape = onFirstUse(
  () =>
    Object.fromEntries(PRODUCTION_SETTING_FIELDS.map((f) => [f.key, fieldSchema(f)])) as Record<
      keyof ProductionSettings,
      z.ZodType
    >,
);

/** The plinth covers the legs: it is never higher than they are (docs/production/parts.md, "Plinths"). */
export function plinthFitsLegs(
  settings: Pick<PartsSettings, 'plinthHeightMm' | 'legHeightMm'>,
): boolean {
  return settings.plinthHeightMm <= settings.legHeightMm;
}

/** Refuses a plinth higher than the legs, on the plinth's field (each field already checked). */
function checkPlinth(settings: Record<string, unknown>, context: z.RefinementCtx): void {
  const { plinthHeightMm, legHeightMm } = settings;
  if (typeof plinthHeightMm !== 'number' || typeof legHeightMm !== 'number') return;
  if (!plinthFitsLegs({ plinthHeightMm, legHeightMm })) {
    context.addIssue({
      code: 'custom',
      path: ['plinthHeightMm'],
      message: 'The plinth cannot be higher than the legs.',
    });
  }
}

/** The settings document's schema, each field held to its range or its choices. */
export const productionSettingsSchema = onFirstUse(
  () =>
    z
      .object({ ...settingsShape })
      .strict()
      .superRefine(checkPlinth) as unknown as z.ZodType<ProductionSettings>,
);

/** The fields of `keys` of the settings' schema, each held to its range or its choices. */
function schemaOf<Keys extends keyof ProductionSettings>(
  keys: readonly Keys[],
): z.ZodType<Pick<ProductionSettings, Keys>> {
  const shape = Object.fromEntries(keys.map((key) => [key, settingsShape[key]]));
  return z.object(shape).strict() as unknown as z.ZodType<Pick<ProductionSettings, Keys>>;
}

/** An order's parts settings (GET /api/orders/:uuid/parts-settings). */
export const partsSettingsSchema: z.ZodType<PartsSettings> = onFirstUse(() =>
  schemaOf(Object.keys(DEFAULT_PARTS_SETTINGS) as (keyof PartsSettings)[]),
);

/**
 * What the construction check reads of the settings (`checkSettingsOf`): the legs, the front gap
 * and the reveal; a tracked order's drawings are built with the ones it keeps (GET
 * /api/track/:token).
 */
export const checkSettingsSchema: z.ZodType<CheckSettings> = onFirstUse(() =>
  schemaOf(['legHeightMm', 'heightIncludesLegs', 'frontGapMm', 'frontRevealMm']),
);

/**
 * What the customers' wizard reads (GET /api/production-settings/legs, `wizardSettingsOf`): the
 * check settings and where the plinths come from. An answer without `plinthSource` (one a
 * browser cached, for a minute, before the read served it) reads its default, as a stored
 * document reads a field added after it
 * (docs/decisions/0010-orders-keep-their-production-settings.md).
 */
export const wizardSettingsSchema = onFirstUse(
  () =>
    (checkSettingsSchema as unknown as z.ZodObject).extend({
      plinthSource: settingsShape.plinthSource.default(DEFAULT_PARTS_SETTINGS.plinthSource),
    }) as unknown as z.ZodType<WizardSettings>,
);

/** What a save sends (PUT /api/production-settings): every field and the version it read. */
export const productionSettingsUpdateSchema = onFirstUse(
  () =>
    z
      .object({ ...settingsShape, version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
      .strict()
      .superRefine(checkPlinth) as unknown as z.ZodType<VersionedProductionSettings>,
);

/**
 * What the cutting plan takes from an order's settings (`cuttingPlan`'s `settings`): the saw's
 * kerf, trim, reusable offcut and stage limit; the planner's own rules stay NESTING_RULES'.
 */
export function nestingSettingsOf(settings: ProductionSettings): Partial<NestingSettings> {
  return {
    kerfMm: settings.kerfMm,
    trimMm: settings.trimMm,
    minOffcutSideMm: settings.minOffcutSideMm,
    maxCutStages: settings.maxCutStages,
    firstStage: settings.firstStage,
  };
}

/** The legs of the settings (a tracked order's drawings stand on the ones it keeps). */
export function legSettingsOf(settings: LegSettings): LegSettings {
  return { legHeightMm: settings.legHeightMm, heightIncludesLegs: settings.heightIncludesLegs };
}

/**
 * What the customers' wizard reads of the settings for its construction check (GET
 * /api/production-settings/legs), and what intake checks an order with.
 */
export function checkSettingsOf(settings: CheckSettings): CheckSettings {
  return {
    ...legSettingsOf(settings),
    frontGapMm: settings.frontGapMm,
    frontRevealMm: settings.frontRevealMm,
  };
}

/** What the customers' wizard reads of the settings (GET /api/production-settings/legs). */
export function wizardSettingsOf(settings: WizardSettings): WizardSettings {
  return { ...checkSettingsOf(settings), plinthSource: settings.plinthSource };
}

/** The fields whose value differs between two settings, in the table's order. */
export function productionSettingsChanges(
  before: ProductionSettings,
  after: ProductionSettings,
): {
  field: keyof ProductionSettings;
  before: string | number | boolean;
  after: string | number | boolean;
}[] {
  return PRODUCTION_SETTING_FIELDS.filter((f) => before[f.key] !== after[f.key]).map((f) => ({
    field: f.key,
    before: before[f.key],
    after: after[f.key],
  }));
}
