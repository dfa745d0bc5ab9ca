import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCTION_SETTINGS,
  PRODUCTION_SETTING_FIELDS,
  checkSettingsOf,
  checkSettingsSchema,
  legSettingsOf,
  nestingSettingsOf,
  partsSettingsSchema,
  productionSettingsChanges,
  productionSettingsSchema,
  productionSettingsUpdateSchema,
  wizardSettingsOf,
  wizardSettingsSchema,
} from './settings';
import { DEFAULT_PARTS_SETTINGS, DRAWER_BOX_RULES, PARTS_RULES, partsSettingsOf } from './parts';

describe('production settings', () => {
  it("default to the saw's and the parts rules' constants: 4 mm kerf, 10 mm trim, 100 mm offcut, no stage limit, any first stage; 1 mm bands, no pre-milling, 100 mm legs in the height, 16 mm drawer board, 75/10/87 and 12.5/40 mm deductions", () => {
    expect(DEFAULT_PRODUCTION_SETTINGS).toEqual({
      kerfMm: 4,
      trimMm: 10,
      minOffcutSideMm: 100,
      maxCutStages: 'none',
      firstStage: 'any',
      frontGapMm: 3,
      frontRevealMm: 2,
      edgeBandFrontsMm: PARTS_RULES.edgeBandMm,
      edgeBandCarcassMm: 1,
      edgeBandShelvesMm: 1,
      preMillFrontsMm: 0,
      preMillCarcassMm: 0,
      preMillShelvesMm: 0,
      shelfSafeSpanMm: 800,
      legHeightMm: PARTS_RULES.legHeightMm,
      heightIncludesLegs: true,
      plinthSource: 'board',
      plinthHeightMm: 100,
      longestPlinthMm: 2750,
      drawerBoardMm: DRAWER_BOX_RULES.boardMm,
      tandemBottomWidthDeductionMm: 75,
      tandemBottomDepthDeductionMm: 10,
      tandemBackWidthDeductionMm: 87,
      galleryRunnerClearanceMm: 12.5,
      galleryFrontOverBoxMm: 40,
    });
    expect([PARTS_RULES.edgeBandMm, PARTS_RULES.legHeightMm, DRAWER_BOX_RULES.boardMm]).toEqual([
      1, 100, 16,
    ]);
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
    // The parts settings: no band thicker than 3 mm or thinner than 0.1, pre-milling 0 to 2 mm,
    // no board of zero or less, whether the height includes the legs a yes or no.
    expect(parse({ edgeBandFrontsMm: 2, preMillFrontsMm: 0.5 }).success).toBe(true);
    expect(parse({ edgeBandCarcassMm: 3.5 }).error?.issues[0]?.path).toEqual(['edgeBandCarcassMm']);
    expect(parse({ edgeBandShelvesMm: 0 }).success).toBe(false);
    expect(parse({ preMillShelvesMm: 2.1 }).error?.issues[0]?.path).toEqual(['preMillShelvesMm']);
    expect(parse({ preMillCarcassMm: -0.1 }).success).toBe(false);
    expect(parse({ drawerBoardMm: 0 }).error?.issues[0]?.path).toEqual(['drawerBoardMm']);
    expect(parse({ legHeightMm: 0 }).success).toBe(false);
    expect(parse({ heightIncludesLegs: false }).success).toBe(true);
    expect(parse({ heightIncludesLegs: 'no' }).success).toBe(false);
    // The single band of the rules is not a setting: each edge kind has its own.
    expect(parse({ edgeBandMm: 1 }).success).toBe(false);
    // The plinth covers the legs: never higher than they are, whatever their height.
    expect(parse({ plinthHeightMm: 100, legHeightMm: 100 }).success).toBe(true);
    expect(parse({ plinthHeightMm: 120, legHeightMm: 150 }).success).toBe(true);
    const high = parse({ plinthHeightMm: 101 });
    expect(high.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['plinthHeightMm'], 'The plinth cannot be higher than the legs.'],
    ]);
    expect(
      productionSettingsUpdateSchema.safeParse({
        ...DEFAULT_PRODUCTION_SETTINGS,
        legHeightMm: 80,
        version: 1,
      }).error?.issues[0]?.path,
    ).toEqual(['plinthHeightMm']);
    expect(parse({ plinthSource: 'profile' }).success).toBe(true);
    expect(parse({ plinthSource: 'aluminium' }).success).toBe(false);
    expect(parse({ longestPlinthMm: 499 }).success).toBe(false);
    expect(parse({ frontGapMm: 0.5 }).error?.issues[0]?.path).toEqual(['frontGapMm']);
    expect(parse({ shelfSafeSpanMm: 1600 }).success).toBe(false);
    const groups = new Set(PRODUCTION_SETTING_FIELDS.map((f) => f.group));
    expect([...groups]).toEqual([
      'saw',
      'offcuts',
      'stages',
      'fronts',
      'edgeBands',
      'preMilling',
      'shelves',
      'legs',
      'plinths',
      'drawerBoxes',
    ]);
  });

  it("give the parts explosion its settings and the wizard its check's (legs, front gap and reveal) and the plinths' source", () => {
    const changed = {
      ...DEFAULT_PRODUCTION_SETTINGS,
      legHeightMm: 150,
      heightIncludesLegs: false,
      frontGapMm: 5,
      frontRevealMm: 4,
    };
    expect(partsSettingsOf(changed)).toEqual({
      ...DEFAULT_PARTS_SETTINGS,
      legHeightMm: 150,
      heightIncludesLegs: false,
      frontGapMm: 5,
      frontRevealMm: 4,
    });
    expect(Object.keys(partsSettingsOf(changed))).not.toContain('kerfMm');
    expect(legSettingsOf(changed)).toEqual({ legHeightMm: 150, heightIncludesLegs: false });
    expect(checkSettingsOf(changed)).toEqual({
      legHeightMm: 150,
      heightIncludesLegs: false,
      frontGapMm: 5,
      frontRevealMm: 4,
    });
    // What an order's parts settings and the wizard's public read are checked with.
    expect(partsSettingsSchema.parse(partsSettingsOf(changed))).toEqual(partsSettingsOf(changed));
    expect(partsSettingsSchema.safeParse(changed).success).toBe(false);
    expect(checkSettingsSchema.parse(checkSettingsOf(changed))).toEqual(checkSettingsOf(changed));
    expect(
      checkSettingsSchema.safeParse({ ...checkSettingsOf(changed), legHeightMm: 0 }).success,
    ).toBe(false);
    expect(
      checkSettingsSchema.safeParse({ legHeightMm: 150, heightIncludesLegs: true }).success,
    ).toBe(false);
    // The wizard's public read adds where the plinths come from; an answer cached before it
    // served the source reads the default, board.
    const profile = { ...changed, plinthSource: 'profile' as const };
    expect(wizardSettingsOf(profile)).toEqual({
      ...checkSettingsOf(changed),
      plinthSource: 'profile',
    });
    expect(wizardSettingsSchema.parse(wizardSettingsOf(profile))).toEqual(
      wizardSettingsOf(profile),
    );
    expect(wizardSettingsSchema.parse(checkSettingsOf(changed))).toEqual({
      ...checkSettingsOf(changed),
      plinthSource: 'board',
    });
    expect(wizardSettingsSchema.safeParse(partsSettingsOf(profile)).success).toBe(false);
    expect(checkSettingsSchema.safeParse(wizardSettingsOf(profile)).success).toBe(false);
    expect(productionSettingsChanges(DEFAULT_PRODUCTION_SETTINGS, changed)).toEqual([
      { field: 'frontGapMm', before: 3, after: 5 },
      { field: 'frontRevealMm', before: 2, after: 4 },
      { field: 'legHeightMm', before: 100, after: 150 },
      { field: 'heightIncludesLegs', before: true, after: false },
    ]);
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
