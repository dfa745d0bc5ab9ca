import { describe, expect, it } from 'vitest';
import { buildCutList } from '../cut-list';
import { partId } from '../formats/part-id';
import { explodeOrder } from '../parts';
import { KITCHEN_STAMP, kitchenStoredOrder } from '../../testing/kitchen-order';
import { REFERENCE_TREE } from '../../testing/reference-order';
import type { ExplodedOrder, Part } from '../types';
import { cuttingPlan } from './cutting-plan';

const UUID = KITCHEN_STAMP.uuid;
const exploded = explodeOrder(kitchenStoredOrder(), REFERENCE_TREE);
const plan = cuttingPlan(exploded, UUID);
const cutList = buildCutList(exploded);

/** A part of the kitchen's first item, with the given size, quantity and grain. */
function part(code: string, lengthMm: number, widthMm: number, quantity: number): Part {
  const base = exploded.items[0]!.parts[0]!;
  return {
    ...base,
    code,
    name: `Test ${code}`,
    cut: { lengthMm, widthMm },
    finished: { lengthMm, widthMm },
    perCabinet: quantity,
    quantity,
  };
}

/** The kitchen with one item holding only `parts` (cabinet material, Arctic White 2800 x 2070). */
function orderWith(parts: Part[]): ExplodedOrder {
  return { ...exploded, items: [{ ...exploded.items[0]!, index: 3, parts }] };
}

describe('cuttingPlan', () => {
  it('places every piece of the cut list exactly once, named by its part id and copy', () => {
    expect(plan.materials.map((m) => m.material.code)).toEqual(
      cutList.materials.map((m) => m.material.code),
    );
    plan.materials.forEach((materialPlan, i) => {
      const expected = cutList.materials[i]!.cabinets.flatMap((cabinet) =>
        cabinet.parts.flatMap((p) =>
          Array.from(
            { length: p.quantity },
            (_, copy) => `${partId(UUID, cabinet.index, p)} #${copy + 1}`,
          ),
        ),
      );
      const placed = materialPlan.sheets.flatMap((sheet) =>
        sheet.placements.map((placement) => `${placement.partId} #${placement.copy}`),
      );
      expect([...placed].sort()).toEqual([...expected].sort());
      expect(new Set(placed).size).toBe(placed.length);
      expect(materialPlan.unplaced).toEqual([]);
    });
    // 134 carcass pieces (the plinths by the run), 38 fronts and panels and 33 drawer box pieces
    // (items 2 and 4: 4 TANDEMBOX bottoms and backs, 8; items 6 and 16: 5 wooden boxes of 5, 25):
    // the cut list's totals.
    expect(plan.totals.pieces).toBe(205);
    expect(plan.totals.pieces).toBe(cutList.totals.parts);
  });

  it('carries each placement part facts as the cut list gives them', () => {
    const sides = plan.materials[0]!.sheets.flatMap((sheet) => sheet.placements).filter(
      (placement) => placement.partId === '9d0b2e4f6a81-01-side1',
    );
    expect(sides.map((s) => s.copy).sort()).toEqual([1, 2]);
    for (const side of sides) {
      expect(side).toMatchObject({
        quantity: 2,
        name: 'Side',
        cabinetIndex: 1,
        cutLengthMm: 770,
        cutWidthMm: 579,
        grain: 'N',
      });
      // The extents are the cut size, turned or not.
      const extents = side.rotated ? [side.widthMm, side.lengthMm] : [side.lengthMm, side.widthMm];
      expect(extents).toEqual([770, 579]);
    }
  });

  it('lays each material on its own sheet, trimmed by 10 mm each edge, with the default kerf', () => {
    const [white, oak] = plan.materials;
    expect(white!.material).toEqual({
      key: 'cabinet',
      code: 'COL-1',
      name: 'Arctic White',
      thicknessMm: 18,
      sheetLengthMm: 2800,
      sheetWidthMm: 2070,
      grain: false,
    });
    expect(oak!.material).toMatchObject({
      code: 'FIN-26',
      sheetLengthMm: 2500,
      sheetWidthMm: 1250,
    });
    for (const materialPlan of plan.materials) {
      expect(materialPlan.kerfMm).toBe(4);
      expect(materialPlan.trimMm).toBe(10);
      for (const sheet of materialPlan.sheets) {
        expect(sheet.usableLengthMm).toBe(materialPlan.material.sheetLengthMm - 20);
        expect(sheet.usableWidthMm).toBe(materialPlan.material.sheetWidthMm - 20);
        expect(sheet.cuts.map((cut) => cut.n)).toEqual(sheet.cuts.map((_, i) => i + 1));
      }
      // Grained fronts keep their length along the sheet.
      if (materialPlan.material.grain) {
        const all = materialPlan.sheets.flatMap((sheet) => sheet.placements);
        expect(all.every((placement) => !placement.rotated)).toBe(true);
      }
    }
  });

  it('adds the totals up, per sheet, per material and for the order', () => {
    for (const { material, sheets, totals } of plan.materials) {
      const area = material.sheetLengthMm * material.sheetWidthMm;
      expect(totals.sheets).toBe(sheets.length);
      expect(totals.sheetAreaMm2).toBe(sheets.length * area);
      expect(totals.pieces).toBe(sheets.reduce((n, s) => n + s.placements.length, 0));
      expect(totals.cutCount).toBe(sheets.reduce((n, s) => n + s.cutCount, 0));
      expect(totals.trimCutCount).toBe(4 * sheets.length);
      const used = sheets.reduce((sum, s) => sum + s.usedAreaMm2, 0);
      expect(totals.partAreaMm2).toBeCloseTo(used, 6);
      expect(totals.yield).toBe(Math.round((used / totals.sheetAreaMm2) * 10_000) / 10_000);
      for (const sheet of sheets) {
        expect(sheet.yield).toBe(Math.round((sheet.usedAreaMm2 / area) * 10_000) / 10_000);
      }
    }
    const sum = (pick: (m: (typeof plan.materials)[number]) => number) =>
      plan.materials.reduce((total, m) => total + pick(m), 0);
    expect(plan.totals.sheets).toBe(sum((m) => m.totals.sheets));
    expect(plan.totals.lowerBound).toBe(sum((m) => m.totals.lowerBound));
    expect(plan.totals.cutCount).toBe(sum((m) => m.totals.cutCount));
    expect(plan.totals.unplaced).toBe(0);
    expect(plan.totals.yield).toBe(
      Math.round((sum((m) => m.totals.partAreaMm2) / sum((m) => m.totals.sheetAreaMm2)) * 10_000) /
        10_000,
    );
    expect(plan.orderId).toBe('9d0b2e4f6a81');
    expect(plan.unit).toBe('mm');
  });

  it('plans a hand-computed case and lists a part too large for the sheet with its reason', () => {
    // Two 400 x 300 pieces on one 2800 x 2070 sheet: yield 240,000 / 5,796,000 = 0.0414. A
    // 3000 x 600 piece fits the trimmed 2780 x 2050 sheet neither way.
    const small = cuttingPlan(orderWith([part('a1', 400, 300, 2), part('b1', 3000, 600, 1)]), UUID);
    const [white] = small.materials;
    expect(small.materials).toHaveLength(1);
    expect(white!.sheets).toHaveLength(1);
    expect(white!.sheets[0]!.placements.map((p) => [p.partId, p.copy, p.cabinetIndex])).toEqual([
      ['9d0b2e4f6a81-03-a1', 1, 3],
      ['9d0b2e4f6a81-03-a1', 2, 3],
    ]);
    expect(white!.totals).toMatchObject({
      sheets: 1,
      lowerBound: 1,
      pieces: 2,
      unplaced: 1,
      partAreaMm2: 240_000,
      sheetAreaMm2: 5_796_000,
      yield: 0.0414,
    });
    expect(white!.unplaced).toEqual([
      {
        partId: '9d0b2e4f6a81-03-b1',
        name: 'Test b1',
        cabinetIndex: 3,
        quantity: 1,
        cutLengthMm: 3000,
        cutWidthMm: 600,
        reason: 'tooLarge',
        message:
          'Piece 9d0b2e4f6a81-03-b1: 3000 x 600 mm does not fit the trimmed sheet (2780 x 2050 mm) either way.',
      },
    ]);
    expect(small.totals.unplaced).toBe(1);
  });

  it('passes the settings to the planner and copies the order problems', () => {
    const problem = { index: 9, code: 'unknownModel' as const, message: 'Item 9 is gone.' };
    const withKerf = cuttingPlan(
      { ...orderWith([part('a1', 400, 300, 1)]), problems: [problem] },
      UUID,
      { kerfMm: 3, trimMm: 0 },
    );
    expect(withKerf.materials[0]!.kerfMm).toBe(3);
    expect(withKerf.materials[0]!.trimMm).toBe(0);
    expect(withKerf.materials[0]!.sheets[0]!.usableLengthMm).toBe(2800);
    expect(withKerf.problems).toEqual([problem]);
  });

  it("passes the saw's stage limit to the planner; the cuts show their stage and the trimming cuts", () => {
    const stagesOf = (p: typeof plan) =>
      p.materials.flatMap((m) => m.sheets.flatMap((sheet) => sheet.cuts));
    // Without a limit (the rules' default) the kitchen's carcass turns the panel more often.
    expect(Math.max(...stagesOf(plan).map((cut) => cut.stage))).toBeGreaterThan(4);
    expect(stagesOf(plan).some((cut) => cut.trim)).toBe(false);
    const limited = cuttingPlan(exploded, UUID, { maxCutStages: 3 });
    const cuts = stagesOf(limited);
    for (const cut of cuts) {
      expect(cut.stage).toBeLessThanOrEqual(4);
      expect(cut.trim === true).toBe(cut.stage === 4);
    }
    expect(cuts.some((cut) => cut.trim)).toBe(true);
    expect(limited.totals.pieces).toBe(205);
    expect(limited.totals.unplaced).toBe(0);
  });

  it('is deterministic and plain data (the JSON of the API)', () => {
    const again = cuttingPlan(explodeOrder(kitchenStoredOrder(), REFERENCE_TREE), UUID);
    expect(again).toEqual(plan);
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
  });

  it('matches the reviewed snapshot of the kitchen plan', async () => {
    await expect(`${JSON.stringify(plan, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/kitchen-cutting-plan.json',
    );
  });
});
