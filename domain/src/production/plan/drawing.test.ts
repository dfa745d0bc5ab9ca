import { describe, expect, it } from 'vitest';
import { explodeOrder } from '../parts';
import { KITCHEN_STAMP, kitchenStoredOrder } from '../../testing/kitchen-order';
import { REFERENCE_TREE } from '../../testing/reference-order';
import type { Part } from '../types';
import { cuttingPlan } from './cutting-plan';
import { planDrawing, type PlanShape } from './drawing';
import { planFileName, planSvg } from './svg';
import type { MaterialPlan } from './types';

const UUID = KITCHEN_STAMP.uuid;
const exploded = explodeOrder(kitchenStoredOrder(), REFERENCE_TREE);
const plan = cuttingPlan(exploded, UUID);
const [white, oak] = plan.materials as [MaterialPlan, MaterialPlan];

const ofKind = <K extends PlanShape['kind']>(shapes: PlanShape[], kind: K) =>
  shapes.filter((shape): shape is Extract<PlanShape, { kind: K }> => shape.kind === kind);
const count = (text: string, needle: string) => text.split(needle).length - 1;

/** One 400 x 300 piece (grain L) of item 1 on the white sheet: a plan computed by hand. */
function singlePiecePlan(name = 'Arctic White'): MaterialPlan {
  const base = exploded.items[0]!.parts[0]!;
  const piece: Part = {
    ...base,
    code: 'p1',
    cut: { lengthMm: 400, widthMm: 300 },
    finished: { lengthMm: 400, widthMm: 300 },
    perCabinet: 1,
    quantity: 1,
    grain: 'L',
  };
  const order = {
    ...exploded,
    materials: exploded.materials.map((m) => (m.key === 'cabinet' ? { ...m, name } : m)),
    items: [{ ...exploded.items[0]!, parts: [piece] }],
  };
  return cuttingPlan(order, UUID).materials[0]!;
}

describe('planDrawing', () => {
  it('draws a hand-computed sheet: sheet, trim strips, the part, its grain arrow, two cuts', () => {
    const drawing = planDrawing(singlePiecePlan(), 1);
    // Yield 120,000 / 5,796,000 = 2.07 % -> "2 %".
    expect(drawing.title).toBe('Sheet 1 of 1 \u2014 2800 x 2070 mm, yield 2 %');
    expect(drawing.viewBox).toEqual({ x: -40, y: -40, width: 2880, height: 2150 });
    expect(ofKind(drawing.shapes, 'sheet')).toEqual([
      { kind: 'sheet', rect: { x: 0, y: 0, width: 2800, height: 2070 } },
    ]);
    expect(ofKind(drawing.shapes, 'trim').map((s) => s.rect)).toEqual([
      { x: 0, y: 0, width: 2800, height: 10 },
      { x: 0, y: 2060, width: 2800, height: 10 },
      { x: 0, y: 10, width: 10, height: 2050 },
      { x: 2790, y: 10, width: 10, height: 2050 },
    ]);
    // The piece in the trimmed sheet's corner.
    expect(ofKind(drawing.shapes, 'part')).toEqual([
      {
        kind: 'part',
        rect: { x: 10, y: 10, width: 400, height: 300 },
        partId: '9d0b2e4f6a81-01-p1',
        name: 'Side',
        cabinetIndex: 1,
        copy: 1,
        quantity: 1,
        sizeLabel: '400 x 300',
        grain: 'L',
        rotated: false,
      },
    ]);
    // Grain L, not turned: the arrow runs along x.
    const [arrow] = ofKind(drawing.shapes, 'grain');
    const [shaft] = arrow!.segments;
    expect(shaft![1]).toBe(shaft![3]);
    expect(shaft![2] - shaft![0]).toBe(200); // half of the 400 mm length
    // Two cuts free the piece; each is drawn along the middle of its 4 mm kerf.
    const cuts = ofKind(drawing.shapes, 'cut');
    expect(cuts.map((c) => c.n)).toEqual([1, 2]);
    for (const cut of cuts) {
      const [x1, y1, x2, y2] = cut.segment;
      if (cut.direction === 'rip') expect([y1, y2]).toEqual([y1, y1]);
      else expect([x1, x2]).toEqual([x1, x1]);
    }
    const texts = drawing.texts.filter((t) => t.kind !== 'offcutSize');
    expect(texts.map((t) => [t.kind, t.text])).toEqual([
      ['partId', '9d0b2e4f6a81-01-p1'],
      ['partSize', '400 x 300'],
      ['cutNumber', '1'],
      ['cutNumber', '2'],
    ]);
  });

  it('draws every placement, offcut and cut of a kitchen sheet, arrows only on grained parts', () => {
    for (const materialPlan of plan.materials) {
      for (const sheet of materialPlan.sheets) {
        const drawing = planDrawing(materialPlan, sheet.index);
        expect(drawing.sheetCount).toBe(materialPlan.sheets.length);
        const parts = ofKind(drawing.shapes, 'part');
        expect(parts.map((p) => `${p.partId} #${p.copy}`)).toEqual(
          sheet.placements.map((p) => `${p.partId} #${p.copy}`),
        );
        expect(ofKind(drawing.shapes, 'offcut')).toHaveLength(sheet.offcuts.length);
        expect(ofKind(drawing.shapes, 'cut')).toHaveLength(sheet.cutCount);
        expect(ofKind(drawing.shapes, 'grain')).toHaveLength(
          materialPlan.material.grain ? sheet.placements.length : 0,
        );
        // Every part lies on the sheet, inside the trim.
        for (const { rect } of parts) {
          expect(rect.x).toBeGreaterThanOrEqual(10);
          expect(rect.y).toBeGreaterThanOrEqual(10);
          expect(rect.x + rect.width).toBeLessThanOrEqual(materialPlan.material.sheetLengthMm - 10);
          expect(rect.y + rect.height).toBeLessThanOrEqual(materialPlan.material.sheetWidthMm - 10);
        }
      }
    }
  });

  it('refuses a sheet the plan does not have', () => {
    expect(() => planDrawing(white, 0)).toThrow(RangeError);
    expect(() => planDrawing(white, white.sheets.length + 1)).toThrow('has no sheet');
  });
});

describe('planSvg', () => {
  it('holds one titled group per sheet and every part id', () => {
    for (const materialPlan of [white, oak]) {
      const svg = planSvg(materialPlan);
      const n = materialPlan.sheets.length;
      expect(count(svg, '<g data-sheet="')).toBe(n);
      for (const sheet of materialPlan.sheets) {
        expect(svg).toContain(`<g data-sheet="${sheet.index}">`);
        expect(svg).toContain(`Sheet ${sheet.index} of ${n} \u2014 `);
        for (const placement of sheet.placements) {
          expect(svg).toContain(`data-part-id="${placement.partId}"`);
        }
      }
      expect(count(svg, 'data-kind="part"')).toBe(materialPlan.totals.pieces);
      expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns=')).toBe(true);
      expect(svg).toContain('<title>Cutting plan \u2014 ');
      expect(svg).toContain('<desc>');
      expect(svg.endsWith('</svg>\n')).toBe(true);
    }
  });

  it('writes the hand-computed single sheet with its title and figures', () => {
    const svg = planSvg(singlePiecePlan());
    expect(svg).toContain('<title>Cutting plan \u2014 Arctic White (COL-1), 18 mm</title>');
    expect(svg).toContain('>Sheet 1 of 1 \u2014 2800 x 2070 mm, yield 2 %</text>');
    // 1 sheet, 2 cuts + 4 trim cuts; yield 120,000 / 5,796,000 = 2.07 %; the trim cuts:
    // 2 x 2800 + 2 x 2050 mm = 9.7 m, in the metres of cut.
    expect(svg).toContain(
      '1 sheet of 2800 x 2070 mm (lower bound 1), 1 piece, yield 2.1 %, 6 cuts (4 trim cuts included), ',
    );
    const { totals } = singlePiecePlan();
    const metres = (totals.cutLengthMm + totals.trimCutLengthMm) / 1000;
    expect(totals.trimCutLengthMm).toBe(9700);
    expect(svg).toContain(`${metres.toFixed(1)} m of cut (9.7 m of trim included)`);
    expect(svg).toContain('Kerf 4 mm, trim 10 mm per edge; no grain.');
  });

  it('escapes every text: a material named <b>&"x"', () => {
    const svg = planSvg(singlePiecePlan('<b>&"x"'));
    expect(svg).toContain('&lt;b&gt;&amp;&quot;x&quot; (COL-1)');
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('&"x"');
  });

  it('lists the parts it could not place', () => {
    const base = exploded.items[0]!.parts[0]!;
    const huge: Part = {
      ...base,
      code: 'big1',
      name: 'Huge',
      cut: { lengthMm: 3000, widthMm: 600 },
    };
    const alone = cuttingPlan(
      { ...exploded, items: [{ ...exploded.items[0]!, parts: [huge] }] },
      UUID,
    ).materials[0]!;
    const svg = planSvg(alone);
    expect(count(svg, '<g data-sheet="')).toBe(0);
    expect(svg).toContain('No sheet: nothing of this material could be placed.');
    expect(svg).toContain('Not placed: 9d0b2e4f6a81-01-big1 Huge, 2 x 3000 x 600 mm.');
  });

  it('is deterministic', () => {
    expect(planSvg(oak)).toBe(planSvg(structuredClone(oak)));
    const again = cuttingPlan(explodeOrder(kitchenStoredOrder(), REFERENCE_TREE), UUID);
    expect(planSvg(again.materials[0]!)).toBe(planSvg(white));
  });

  it('names the file after the material code', () => {
    expect(planFileName(white.material)).toBe('plans/col-1.svg');
    expect(planFileName(oak.material)).toBe('plans/fin-26.svg');
    expect(planFileName({ code: 'CUSTOM-CAB' })).toBe('plans/custom-cab.svg');
  });
});
