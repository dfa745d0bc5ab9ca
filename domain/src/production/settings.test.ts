import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCTION_SETTINGS,
  PRODUCTION_SETTING_FIELDS,
  nestingSettingsOf,
  productionSettingsChanges,
  productionSettingsSchema,
  productionSettingsUpdateSchema,
} from './settings';

describe('production settings', () => {
  it("default to the saw's constants: 4 mm kerf, 10 mm trim, 100 mm offcut, no stage limit, any first stage", () => {
    expect(DEFAULT_PRODUCTION_SETTINGS).toEqual({
      kerfMm: 4,
      trimMm: 10,
      minOffcutSideMm: 100,
      maxCutStages: 'none',
      firstStage: 'any',
    });
    expect(productionSettingsSchema.parse(DEFAULT_PRODUCTION_SETTINGS)).toEqual(
      DEFAULT_PRODUCTION_SETTINGS,
    );
    // One field per setting, each with its default, in the table the screen reads.
    expect(PRODUCTION_SETTING_FIELDS.map((f) => [f.key, f.default])).toEqual(
      Object.entries(DEFAULT_PRODUCTION_SETTINGS),
    );
  });

  it('hold each field to its range or its choices and refuse unknown fields', () => {
    const kerf = PRODUCTION_SETTING_FIELDS.find((f) => f.key === 'kerfMm');
    expect(kerf).toMatchObject({ min: 0, max: 10, default: 4 });
    const parse = (changes: object) =>
      productionSettingsSchema.safeParse({ ...DEFAULT_PRODUCTION_SETTINGS, ...changes });
    expect(parse({ kerfMm: 5 }).success).toBe(true);
    expect(parse({ maxCutStages: 3, firstStage: 'rip' }).success).toBe(true);
    const bad = parse({ kerfMm: 11 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['kerfMm']);
    // 5 stages is no saw's choice; '3' as text is not the number 3.
    expect(parse({ maxCutStages: 5 }).error?.issues[0]?.path).toEqual(['maxCutStages']);
    expect(parse({ maxCutStages: '3' }).success).toBe(false);
    expect(parse({ firstStage: 'diagonal' }).success).toBe(false);
    expect(parse({ sawRpm: 3000 }).success).toBe(false);
    // The band and the legs are the parts rules' (not in the document yet).
    expect(parse({ edgeBandMm: 1 }).success).toBe(false);
  });

  it('are saved with the version read', () => {
    const update = { ...DEFAULT_PRODUCTION_SETTINGS, version: 2 };
    expect(productionSettingsUpdateSchema.parse(update)).toEqual(update);
    expect(productionSettingsUpdateSchema.safeParse(DEFAULT_PRODUCTION_SETTINGS).success).toBe(
      false,
    );
    expect(productionSettingsUpdateSchema.safeParse({ ...update, version: -1 }).success).toBe(
      false,
    );
  });

  it("give the plan the saw's numbers and list what a save changes", () => {
    const changed = { ...DEFAULT_PRODUCTION_SETTINGS, kerfMm: 3.2, maxCutStages: 3 as const };
    expect(nestingSettingsOf(changed)).toEqual({
      kerfMm: 3.2,
      trimMm: 10,
      minOffcutSideMm: 100,
      maxCutStages: 3,
      firstStage: 'any',
    });
    expect(productionSettingsChanges(DEFAULT_PRODUCTION_SETTINGS, changed)).toEqual([
      { field: 'kerfMm', before: 4, after: 3.2 },
      { field: 'maxCutStages', before: 'none', after: 3 },
    ]);
    expect(productionSettingsChanges(changed, changed)).toEqual([]);
  });
});
