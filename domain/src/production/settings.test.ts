import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCTION_SETTINGS,
  PRODUCTION_SETTING_FIELDS,
  productionSettingsSchema,
} from './settings';

describe('production settings', () => {
  it('default to the shop constants: 4 mm kerf, 10 mm trim, 100 mm offcut, 1 mm band, 100 mm legs', () => {
    expect(DEFAULT_PRODUCTION_SETTINGS).toEqual({
      kerfMm: 4,
      trimMm: 10,
      minOffcutSideMm: 100,
      edgeBandMm: 1,
      legHeightMm: 100,
    });
    expect(productionSettingsSchema.parse(DEFAULT_PRODUCTION_SETTINGS)).toEqual(
      DEFAULT_PRODUCTION_SETTINGS,
    );
  });

  it('hold each field to its range and refuse unknown fields', () => {
    const kerf = PRODUCTION_SETTING_FIELDS.find((f) => f.key === 'kerfMm');
    expect(kerf).toMatchObject({ min: 0, max: 10, default: 4 });
    expect(
      productionSettingsSchema.safeParse({ ...DEFAULT_PRODUCTION_SETTINGS, kerfMm: 5 }).success,
    ).toBe(true);
    const bad = productionSettingsSchema.safeParse({ ...DEFAULT_PRODUCTION_SETTINGS, kerfMm: 11 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['kerfMm']);
    expect(
      productionSettingsSchema.safeParse({ ...DEFAULT_PRODUCTION_SETTINGS, sawRpm: 3000 }).success,
    ).toBe(false);
  });
});
