import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { constructionProblems, findModelContext, parseDimension } from '../..';
import { FIXTURE_MODELS, REFERENCE_TREE, storedOrderArbitrary } from '../../testing';
import { summariseHardware } from '../hardware';
import { PRODUCTION_SETTING_FIELDS } from '../settings';
import type { EdgeBanding } from '../types';
import {
  DEFAULT_PARTS_SETTINGS,
  PARTS_RULES,
  blindZoneMm,
  buildItem,
  edgeKindOf,
  explodeOrder,
  resolveMaterials,
  roundMm,
  type PartsSettings,
} from '.';

/** A plinth run's piece or return, listed with the run's first item (docs/production/parts.md). */
const RUN_PLINTH = /^Plinth \(run \d+/;

/** The notes of a customer size the explosion does not make as asked. */
const CLAMP_NOTE = /does not fit|minimum: made/;

/** Runs per property: enough to reach every model and option mix, light on a shared machine. */
const RUNS = 150;
/**
 * A front's position and size are each rounded to 0.1 mm, so their sum may pass the box edge
 * by one step at most (plus float noise).
 */
const EDGE_SLACK_MM = PARTS_RULES.roundingMm + 1e-9;
/**
 * Each property builds hundreds of orders, some sent twice (a front size refused by the
 * construction check is stored as an order placed before it: storedOrderArbitrary).
 */
const PROPERTY_TIMEOUT_MS = 30_000;

/**
 * Parts settings anywhere in the settings screen's ranges (PRODUCTION_SETTING_FIELDS), on its
 * steps: every band, allowance, leg and drawer box number, and the legs in the height or not.
 */
function partsSettingsArbitrary(): fc.Arbitrary<PartsSettings> {
  const keys = Object.keys(DEFAULT_PARTS_SETTINGS);
  const fields = Object.fromEntries(
    PRODUCTION_SETTING_FIELDS.filter((field) => keys.includes(field.key)).map((field) => [
      field.key,
      field.kind === 'number'
        ? fc
            .integer({ min: 0, max: Math.round((field.max - field.min) / field.step) })
            .map((steps) => roundMm(field.min + steps * field.step))
        : fc.constantFrom(...(field.choices as readonly unknown[])),
    ]),
  );
  return fc.record(fields) as unknown as fc.Arbitrary<PartsSettings>;
}

/** The banded edges along a part's length (W1, W2 cut off it) and along its width (L1, L2). */
function bandedEdges(edges: EdgeBanding): { length: number; width: number } {
  return {
    length: Number(edges.W1) + Number(edges.W2),
    width: Number(edges.L1) + Number(edges.L2),
  };
}

describe('parts explosion properties', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('cuts every part at finished - band + allowance per banded edge: at most finished + allowance', () => {
    fc.assert(
      fc.property(storedOrderArbitrary(), partsSettingsArbitrary(), (order, settings) => {
        const exploded = explodeOrder(order, REFERENCE_TREE, settings);
        for (const build of exploded.items) {
          for (const part of build.parts) {
            const kind = edgeKindOf(part.role);
            const band = {
              fronts: settings.edgeBandFrontsMm,
              carcass: settings.edgeBandCarcassMm,
              shelves: settings.edgeBandShelvesMm,
            }[kind];
            const allowance = {
              fronts: settings.preMillFrontsMm,
              carcass: settings.preMillCarcassMm,
              shelves: settings.preMillShelvesMm,
            }[kind];
            const banded = bandedEdges(part.edges);
            expect(part.cut.lengthMm).toBe(
              roundMm(part.finished.lengthMm - banded.length * (band - allowance)),
            );
            expect(part.cut.widthMm).toBe(
              roundMm(part.finished.widthMm - banded.width * (band - allowance)),
            );
            expect(part.cut.lengthMm).toBeLessThanOrEqual(
              part.finished.lengthMm + banded.length * allowance + EDGE_SLACK_MM,
            );
            expect(part.cut.widthMm).toBeLessThanOrEqual(
              part.finished.widthMm + banded.width * allowance + EDGE_SLACK_MM,
            );
            expect(part.cut.lengthMm).toBeGreaterThan(0);
            expect(part.cut.widthMm).toBeGreaterThan(0);
          }
          // The legs: in the height or below it, the box is what the fronts fill.
          const boxHeight = build.heightMm - build.legHeightMm;
          expect(build.legHeightMm).toBe(build.onLegs ? settings.legHeightMm : 0);
          for (const front of build.fronts) {
            expect(front.yMm + front.heightMm).toBeLessThanOrEqual(boxHeight + EDGE_SLACK_MM);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('builds every valid order: sizes positive, within the cabinet, cut within finished', () => {
    fc.assert(
      fc.property(storedOrderArbitrary(), (order) => {
        const exploded = explodeOrder(order, REFERENCE_TREE);
        expect(exploded.problems).toEqual([]);
        expect(exploded.items).toHaveLength(order.cabinets.length);
        for (const build of exploded.items) {
          // Parts are rounded to 0.1 mm like the cabinet's size would be.
          const largest = roundMm(Math.max(build.widthMm, build.heightMm, build.depthMm));
          // A plinth run's pieces go with its first item but belong to the run (plinths.test.ts).
          for (const part of build.parts.filter((p) => !RUN_PLINTH.test(p.name))) {
            for (const size of [part.finished, part.cut]) {
              expect(size.lengthMm).toBeGreaterThan(0);
              expect(size.widthMm).toBeGreaterThan(0);
              expect(size.lengthMm).toBeLessThanOrEqual(largest);
              expect(size.widthMm).toBeLessThanOrEqual(largest);
            }
            expect(part.cut.lengthMm).toBeLessThanOrEqual(part.finished.lengthMm);
            expect(part.cut.widthMm).toBeLessThanOrEqual(part.finished.widthMm);
            expect(part.quantity).toBe(part.perCabinet * build.quantity);
          }
          expect(new Set(build.parts.map((part) => part.code)).size).toBe(build.parts.length);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('closes every blind corner: G/2 + blind panel + G + filler + G + door + G/2 = unit width', () => {
    fc.assert(
      fc.property(storedOrderArbitrary(), partsSettingsArbitrary(), (order, settings) => {
        const { frontGapMm } = settings;
        const exploded = explodeOrder(order, REFERENCE_TREE, settings);
        for (const build of exploded.items) {
          if (build.construction.kind !== 'cornerBlind') continue;
          const door = build.fronts.find((front) => front.role === 'door');
          if (door === undefined || !door.included) continue;
          const panel = build.parts.find((part) => part.name === 'Panel (blind)');
          const filler = build.parts.find((part) => part.role === 'filler');
          expect(panel?.finished.lengthMm).toBe(door.heightMm);
          expect(filler?.finished.lengthMm).toBe(door.heightMm);
          const panelMm = panel?.finished.widthMm ?? 0;
          const fillerMm = filler?.finished.widthMm ?? 0;
          const total = 3 * frontGapMm + panelMm + fillerMm + door.widthMm;
          expect(Math.abs(total - build.widthMm)).toBeLessThanOrEqual(2 * EDGE_SLACK_MM);
          // The door clears the blind zone (D + T + F) and the gap after it.
          const zone = blindZoneMm(build.construction);
          expect(door.xMm).toBeGreaterThanOrEqual(zone + frontGapMm - EDGE_SLACK_MM);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('cuts a drawer box for every drawer set the hardware picks', () => {
    fc.assert(
      fc.property(storedOrderArbitrary(), (order) => {
        const exploded = explodeOrder(order, REFERENCE_TREE);
        const { accessories } = summariseHardware(exploded);
        for (const build of exploded.items) {
          // One set per drawer (HARDWARE_RULES.drawers.setsPerDrawer), one bottom per drawer box.
          const sets = (['tandenBox', 'galleryC'] as const).reduce(
            (sum, type) =>
              sum +
              accessories[type].cabinets
                .filter((line) => line.index === build.index)
                .reduce((total, line) => total + line.quantity, 0),
            0,
          );
          const bottoms = build.parts
            .filter((part) => part.role === 'drawer_bottom')
            .reduce((sum, part) => sum + part.quantity, 0);
          // A box without room (a shallow or narrow cabinet) is left out and said in the notes.
          if (build.notes.some((note) => note.includes('left out'))) {
            expect(bottoms).toBeLessThanOrEqual(sets);
          } else {
            expect(bottoms).toBe(sets);
          }
          const drawerParts = build.parts.filter((part) => part.material === 'drawer');
          if (drawerParts.length > 0) {
            expect(exploded.materials.map((material) => material.key)).toContain('drawer');
          }
          // Every drawer part fits inside the cabinet's width and depth.
          for (const part of drawerParts) {
            expect(part.finished.lengthMm).toBeLessThanOrEqual(
              Math.max(build.widthMm, build.depthMm),
            );
            expect(part.finished.widthMm).toBeLessThanOrEqual(build.depthMm);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps every front inside its box', () => {
    fc.assert(
      fc.property(storedOrderArbitrary(), (order) => {
        for (const build of explodeOrder(order, REFERENCE_TREE).items) {
          const boxHeight = build.heightMm - build.legHeightMm;
          for (const front of build.fronts) {
            expect(front.xMm).toBeGreaterThanOrEqual(0);
            expect(front.yMm).toBeGreaterThanOrEqual(0);
            expect(front.xMm + front.widthMm).toBeLessThanOrEqual(build.widthMm + EDGE_SLACK_MM);
            expect(front.yMm + front.heightMm).toBeLessThanOrEqual(boxHeight + EDGE_SLACK_MM);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('buildItem never throws, even with a construction the item was not made for', () => {
    fc.assert(
      fc.property(storedOrderArbitrary(), fc.constantFrom(...FIXTURE_MODELS), (order, other) => {
        const construction = other.model.model.construction;
        const materials = resolveMaterials(
          order.material,
          REFERENCE_TREE,
          [construction],
          order.unit,
        );
        order.cabinets.forEach((item, index) => {
          const build = buildItem(item, index + 1, construction, materials, order.unit);
          for (const part of build.parts) {
            expect(part.cut.lengthMm).toBeGreaterThan(0);
            expect(part.cut.widthMm).toBeGreaterThan(0);
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('clamps exactly what the construction check refuses, and makes its limits as asked', () => {
    // With any of the shop's settings: the check reads their legs, front gap and reveal.
    fc.assert(
      fc.property(storedOrderArbitrary(), partsSettingsArbitrary(), (order, settings) => {
        const exploded = explodeOrder(order, REFERENCE_TREE, settings);
        order.cabinets.forEach((item, position) => {
          const construction = findModelContext(REFERENCE_TREE, item.cabinet.id)!.model.model
            .construction;
          const problems = constructionProblems(item, construction, order.unit, settings);
          const clamped = exploded.items[position]!.notes.filter((note) => CLAMP_NOTE.test(note));
          expect(clamped.length > 0).toBe(problems.length > 0);
          // Each refused size set to the limit its message gives: accepted, and made as asked.
          const atLimits = { ...item };
          for (const { field, params } of problems) {
            atLimits[field] = parseDimension(params.limit.replace(/ (mm|in)$/, ''), order.unit);
          }
          if (problems.some((problem) => problem.code === 'frontNoRoom')) return;
          if (constructionProblems(atLimits, construction, order.unit, settings).length > 0) return;
          const remade = buildItem(
            atLimits,
            1,
            construction,
            exploded.materials,
            order.unit,
            exploded.partsSettings,
          );
          expect(remade.notes.filter((note) => CLAMP_NOTE.test(note))).toEqual([]);
        });
      }),
      { numRuns: RUNS },
    );
  });
});
