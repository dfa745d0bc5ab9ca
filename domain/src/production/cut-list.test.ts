import { describe, expect, it } from 'vitest';
import { CUT_LIST_RULES, buildCutList } from './cut-list';
import { builds, cabinetMaterial, explodedOrder, finishMaterial } from '../testing/file-order';
import type { ExplodedOrder } from './types';

describe('buildCutList', () => {
  const cutList = buildCutList(explodedOrder());

  it('groups by material in MATERIAL_KEYS order, leaving out materials without parts', () => {
    // The exploded order lists finish, back, cabinet; the back material has no parts.
    expect(cutList.materials.map((entry) => entry.material.code)).toEqual(['COL-1', 'CUSTOM-FIN']);
    expect(cutList.materials[0]?.material).toEqual(cabinetMaterial);
    expect(cutList.materials[1]?.material).toEqual(finishMaterial);
  });

  it('lists the cabinets in item order, each with its parts of that material', () => {
    const [carcass, finish] = cutList.materials;
    expect(carcass?.cabinets.map((c) => [c.index, c.parts.map((p) => p.code)])).toEqual([
      [1, ['side1', 'bottom1']],
      [2, ['side1', 'back1']],
    ]);
    expect(finish?.cabinets.map((c) => [c.index, c.parts.map((p) => p.code)])).toEqual([
      [1, ['door1']],
      [2, ['door1']],
    ]);
    expect(carcass?.cabinets[0]).toMatchObject({
      typeName: 'Base 1 Door',
      modelName: 'B1D-24',
      description: 'Sink, base',
      quantity: 2,
    });
  });

  it('totals pieces, finished area and edge band per material', () => {
    // Cabinet colour:
    //   side 720 x 560 x4: area 1 612 800; band L1 (720 + 50) x 4 = 3080
    //   bottom 564 x 560 x2: area 631 680; band (564 + 50) x 2 = 1228
    //   side 762 x 300 x2: area 457 200; band (762 + 50) x 2 = 1624
    //   back 726 x 726 x1: area 527 076; no band
    //   pieces 9, area 3 228 756 mm2 = 3.229 m2, band 5932 mm = 5.93 m
    expect(cutList.materials[0]?.totals).toEqual({ parts: 9, areaM2: 3.229, edgeBandM: 5.93 });
    // Finish:
    //   door 716 x 596 x2: area 853 472; band ((716 + 50) x 2 + (596 + 50) x 2) x 2 = 5648
    //   door 758 x 374.5 x2: area 567 742; band ((758 + 50) x 2 + (374.5 + 50) x 2) x 2 = 4930
    //   pieces 4, area 1 421 214 mm2 = 1.421 m2, band 10 578 mm = 10.58 m
    expect(cutList.materials[1]?.totals).toEqual({ parts: 4, areaM2: 1.421, edgeBandM: 10.58 });
  });

  it('totals the whole order from the unrounded sums', () => {
    // 9 + 4 pieces; 4 649 970 mm2 = 4.650 m2; 16 510 mm = 16.51 m.
    expect(cutList.totals).toEqual({ parts: 13, areaM2: 4.65, edgeBandM: 16.51 });
  });

  it('rounds a total once, not as a sum of rounded material totals', () => {
    // Two materials of 0.0004 m2 each: each rounds to 0 m2, their sum 0.0008 to 0.001 m2.
    const tiny = (material: 'cabinet' | 'finish') => ({
      ...builds[0]!.parts[0]!,
      material,
      quantity: 1,
      finished: { lengthMm: 20, widthMm: 20 },
      edges: { L1: false, L2: false, W1: false, W2: false },
    });
    const exploded: ExplodedOrder = {
      ...explodedOrder(),
      items: [{ ...builds[0]!, parts: [tiny('cabinet'), tiny('finish')] }],
    };
    const list = buildCutList(exploded);
    expect(list.materials.map((entry) => entry.totals.areaM2)).toEqual([0, 0]);
    expect(list.totals.areaM2).toBe(0.001);
  });

  it('states the band thickness and the overlength rule, and copies the problems', () => {
    expect(CUT_LIST_RULES.edgeBandOverlengthMm).toBe(50);
    expect(cutList.edgeBand).toEqual({ thicknessMm: 1, overlengthMm: 50 });
    expect(cutList.unit).toBe('mm');
    expect(cutList.problems).toEqual(explodedOrder().problems);
  });

  it('takes another overlength from a shop rules table', () => {
    const list = buildCutList(explodedOrder(), { ...CUT_LIST_RULES, edgeBandOverlengthMm: 0 });
    // Cabinet band without overlength: 720 x 4 + 564 x 2 + 762 x 2 = 5532 mm.
    expect(list.materials[0]?.totals.edgeBandM).toBe(5.53);
    expect(list.edgeBand.overlengthMm).toBe(0);
  });

  it('gives an empty list for an order without buildable items', () => {
    const list = buildCutList({ ...explodedOrder(), items: [] });
    expect(list.materials).toEqual([]);
    expect(list.totals).toEqual({ parts: 0, areaM2: 0, edgeBandM: 0 });
  });
});
