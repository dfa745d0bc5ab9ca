import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFERENCE_TREE, referenceStoredOrder, storedOrderArbitrary } from '../../testing';
import { summariseHardware } from '../hardware';
import type { ExplodedOrder } from '../types';
import { DEFAULT_PARTS_SETTINGS, type PartsSettings } from './parts-settings';
import { partNameIn } from './labels';
import { explodeOrder } from './explode';
import { plinthPieces, plinthRuns } from './plinths';

/*
 * Plinths by the run (docs/production/parts.md, "Plinths"), on the millimetre reference order:
 * items 1-8 are base units on legs ending at a blind corner (8), 9 a 90° lazy-susan corner,
 * 10-13 wall units, 14-16 tall and drawer units on legs, 17-20 panels and loose fronts.
 */

const settings = (changes: Partial<PartsSettings> = {}): PartsSettings => ({
  ...DEFAULT_PARTS_SETTINGS,
  ...changes,
});

const exploded = (changes: Partial<PartsSettings> = {}): ExplodedOrder =>
  explodeOrder(referenceStoredOrder('mm'), REFERENCE_TREE, settings(changes));

const plinthParts = (order: ExplodedOrder) =>
  order.items.flatMap((build) =>
    build.parts
      .filter((part) => part.role === 'plinth')
      .map((part) => [
        build.index,
        part.name,
        part.finished.lengthMm,
        part.finished.widthMm,
        part.cut.widthMm,
        part.quantity,
      ]),
  );

describe('plinths by the run', () => {
  it('cut a run in equal pieces no longer than the longest plinth, the first taking the rounding', () => {
    // 6200 / 2750: 3 pieces; 6200 / 3 = 2066.67: 2066.6 each and 0.2 mm left, 0.1 on each of the
    // first two: 2066.7, 2066.7, 2066.6.
    expect(plinthPieces(6200, 2750)).toEqual({
      pieces: [
        { lengthMm: 2066.7, count: 2 },
        { lengthMm: 2066.6, count: 1 },
      ],
      jointsAtMm: [2066.7, 4133.4],
    });
    expect(plinthPieces(2400, 1200)).toEqual({
      pieces: [{ lengthMm: 1200, count: 2 }],
      jointsAtMm: [1200],
    });
    expect(plinthPieces(1000, 2750)).toEqual({
      pieces: [{ lengthMm: 1000, count: 1 }],
      jointsAtMm: [],
    });
    // 5650 / 3 = 1883.33: 1883.3 each and the 0.1 left on the first.
    expect(plinthPieces(5650, 2750)).toEqual({
      pieces: [
        { lengthMm: 1883.4, count: 1 },
        { lengthMm: 1883.3, count: 2 },
      ],
      jointsAtMm: [1883.4, 3766.7],
    });
    // Never longer than the longest, rounding included: 1002.1 / 2 = 501.05 is 501.1 and 501.0
    // under a longest of 501.1, and 3 pieces of 334.1, 334, 334 under 501.
    expect(plinthPieces(1002.1, 501.1).pieces).toEqual([
      { lengthMm: 501.1, count: 1 },
      { lengthMm: 501, count: 1 },
    ]);
    expect(plinthPieces(1002.1, 501).pieces).toEqual([
      { lengthMm: 334.1, count: 1 },
      { lengthMm: 334, count: 2 },
    ]);
  });

  it('group the units on legs in runs in the order listed, a corner ending its run', () => {
    const order = exploded();
    const runs = plinthRuns(order.items, settings());
    expect(
      runs.map((run) => [run.number, run.items, run.units, run.shaped, run.lengthMm, run.returns]),
    ).toEqual([
      // 500 x 2 + 450 + 800 + 1000 + 600 + 900 + 450 + 1000 = 6200; a return at the start, 560 deep
      // less the 50 mm setback and the 18 mm plinth: 492; none at the blind corner's end.
      [1, [1, 2, 3, 4, 5, 6, 7, 8], 9, false, 6200, [{ at: 'start', index: 1, lengthMm: 492 }]],
      // The L corner's own plinth: main 900 - 18 - 560 = 322, return 900 - 36 - 560 = 304.
      [2, [9], 1, true, 626, []],
      // 600 x 2 + 600 + 800 x 2 = 3400 and 50 to reach the corner's plinth; the end return of the
      // 500 deep drawer unit: 500 - 50 - 18 = 432.
      [3, [14, 15, 16], 5, false, 3450, [{ at: 'end', index: 16, lengthMm: 432 }]],
    ]);
    // Every unit on legs stands in exactly one run; nothing else does.
    const onLegs = order.items.filter((build) => build.onLegs).map((build) => build.index);
    expect(runs.flatMap((run) => run.items)).toEqual(onLegs);
    expect(order.items.map((build) => build.plinth?.run ?? null)).toEqual([
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      2,
      null,
      null,
      null,
      null,
      3,
      3,
      3,
      null,
      null,
      null,
      null,
    ]);
  });

  it('are cut from board by the run, with the run’s first item, none per cabinet', () => {
    const order = exploded();
    expect(plinthParts(order)).toEqual([
      [1, 'Plinth (run 1)', 2066.7, 100, 99, 2],
      [1, 'Plinth (run 1)', 2066.6, 100, 99, 1],
      [1, 'Plinth (run 1, return)', 492, 100, 99, 1],
      [9, 'Plinth (main)', 322, 100, 99, 1],
      [9, 'Plinth (return)', 304, 100, 99, 1],
      [14, 'Plinth (run 3)', 1725, 100, 99, 2],
      [14, 'Plinth (run 3, return)', 432, 100, 99, 1],
    ]);
    // The run's quantity is the run's: item 1 (2 units) and item 14 (2 units) do not double it.
    expect(order.items[0]?.notes).toContain(
      'Plinth run 1: items 1, 2, 3, 4, 5, 6, 7, 8 (9 units) in the order listed, 6200 mm long, 100 mm high, cut from board in 2 x 2066.7 mm + 1 x 2066.6 mm, joined at 2066.7, 4133.4 mm; a 492 mm return at the start (item 1).',
    );
    // Counted once: the hardware lists no toe kick length when the plinth is cut.
    expect(summariseHardware(order).accessories.toeKick.total).toBe(0);
  });

  it('follow the plinth height and the longest plinth of the settings, within the sheet', () => {
    // 6200 / 2000: 4 pieces of 1550.
    const order = exploded({ plinthHeightMm: 80, longestPlinthMm: 2000 });
    expect(plinthParts(order).filter(([index]) => index === 1)).toEqual([
      [1, 'Plinth (run 1)', 1550, 80, 79, 4],
      [1, 'Plinth (run 1, return)', 492, 80, 79, 1],
    ]);
    // A longest plinth of 3500 would make 2 pieces of 3100, longer than the 2800 board less its
    // two 10 mm trims: 2780 holds, so 3 pieces as with the default.
    const long = exploded({ longestPlinthMm: 3500 });
    expect(plinthParts(long).filter(([index]) => index === 1)).toEqual([
      [1, 'Plinth (run 1)', 2066.7, 100, 99, 2],
      [1, 'Plinth (run 1)', 2066.6, 100, 99, 1],
      [1, 'Plinth (run 1, return)', 492, 100, 99, 1],
    ]);
  });

  it('with a bought profile: no plinth parts, the hardware counts the runs’ length once', () => {
    const order = exploded({ plinthSource: 'profile' });
    expect(plinthParts(order)).toEqual([]);
    const { toeKick, plinthClip } = summariseHardware(order).accessories;
    // Run 1: 6200 + 492; run 2: 626; run 3: 3450 + 432. 11200 mm in all.
    expect(toeKick.cabinets.map((line) => [line.index, line.quantity])).toEqual([
      [1, 1492],
      [2, 450],
      [3, 800],
      [4, 1000],
      [5, 600],
      [6, 900],
      [7, 450],
      [8, 1000],
      [9, 626],
      [14, 1250],
      [15, 600],
      [16, 2032],
    ]);
    expect(toeKick.total).toBe(11200);
    // A clip per front leg (half of 4 legs below 1000 mm wide, of 6 from 1000 to 1800) and one per
    // return, with both sources: 2 x 2 + 1, 2, 2, 3, 2, 2, 2, 3, 2, 2 x 2, 2, 2 x 2 + 1.
    expect(plinthClip.cabinets.map((line) => [line.index, line.quantity])).toEqual([
      [1, 5],
      [2, 2],
      [3, 2],
      [4, 3],
      [5, 2],
      [6, 2],
      [7, 2],
      [8, 3],
      [9, 2],
      [14, 4],
      [15, 2],
      [16, 5],
    ]);
    expect(plinthClip.total).toBe(34);
    expect(summariseHardware(exploded()).accessories.plinthClip.total).toBe(34);
  });

  it('name a run’s pieces in Spanish', () => {
    expect(partNameIn('Plinth (run 2)', 'plinth', 'es')).toBe('Zócalo (tramo 2)');
    expect(partNameIn('Plinth (run 12, return)', 'plinth', 'es')).toBe(
      'Zócalo (tramo 12, retorno)',
    );
    expect(partNameIn('Plinth (main)', 'plinth', 'es')).toBe('Zócalo (principal)');
  });
});

describe('plinths by the run, over generated orders', () => {
  it('cover every unit on legs with exactly one run, in pieces no longer than the longest, closing to its length', () => {
    fc.assert(
      fc.property(
        storedOrderArbitrary(),
        fc.integer({ min: 500, max: 5600 }),
        fc.constantFrom<PartsSettings['plinthSource']>('board', 'profile'),
        (order, longestPlinthMm, plinthSource) => {
          const changed = settings({ longestPlinthMm, plinthSource });
          const built = explodeOrder(order, REFERENCE_TREE, changed);
          const sheetOf = (key: string) =>
            built.materials.find((material) => material.key === key)?.sheetLengthMm;
          const runs = plinthRuns(built.items, changed, sheetOf);
          const onLegs = built.items.filter((build) => build.onLegs);
          expect(runs.flatMap((run) => run.items)).toEqual(onLegs.map((build) => build.index));
          for (const build of built.items) {
            expect(build.plinth === null).toBe(!build.onLegs);
          }
          for (const run of runs.filter((r) => !r.shaped)) {
            const cut = run.pieces.reduce((sum, p) => sum + p.lengthMm * p.count, 0);
            expect(Math.abs(cut - run.lengthMm)).toBeLessThan(1e-6);
            // No longer than the setting, nor than the board's sheet less its two 10 mm trims.
            const board = built.items.find((build) => build.index === run.items[0]);
            const sheetMm = sheetOf(
              board?.parts.find((part) => part.role === 'side')?.material ?? '',
            );
            for (const piece of run.pieces) {
              expect(piece.lengthMm).toBeGreaterThan(0);
              expect(piece.lengthMm).toBeLessThanOrEqual(longestPlinthMm + 0.05);
              expect(piece.lengthMm).toBeLessThanOrEqual((sheetMm ?? Infinity) - 20 + 0.05);
            }
            for (const end of run.returns) {
              const unit = built.items.find((build) => build.index === end.index);
              expect(end.lengthMm).toBeLessThan(unit?.depthMm ?? 0);
            }
          }
          // Cut from board, the runs' pieces are parts; bought, no item has a plinth part.
          const plinthParts = built.items.flatMap((build) =>
            build.parts.filter((part) => part.role === 'plinth'),
          );
          if (plinthSource === 'profile') expect(plinthParts).toEqual([]);
          else {
            const pieces = runs.reduce(
              (sum, run) => sum + run.pieces.reduce((n, p) => n + p.count, 0) + run.returns.length,
              0,
            );
            const runParts = plinthParts.filter((part) => part.name.startsWith('Plinth (run '));
            expect(runParts.reduce((sum, part) => sum + part.quantity, 0)).toBe(pieces);
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);
});
