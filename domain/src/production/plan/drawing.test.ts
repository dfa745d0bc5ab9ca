import { describe, expect, it } from 'vitest';
import { explodeOrder } from '../parts';
import { KITCHEN_STAMP, kitchenStoredOrder } from '../../testing/kitchen-order';
import { REFERENCE_TREE } from '../../testing/reference-order';
import type { Part } from '../types';
import { cuttingPlan } from './cutting-plan';
import { planDrawing, planPrintLayout, type PlanShape } from './drawing';
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
        partNumber: '1.1',
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
      ['partLength', '400'],
      ['partWidth', '300'],
      ['partNumber', '1.1'],
      ['cutNumber', '1'],
      ['cutNumber', '2'],
    ]);
  });

  it('writes the sizes along the edges they measure, inside the piece, the number in the middle', () => {
    const drawing = planDrawing(singlePiecePlan(), 1);
    const [length, width, number] = drawing.texts.filter((t) => t.kind.startsWith('part'));
    // The piece is 400 x 300 at (10, 10): the length along its top edge, reading across...
    expect(length).toMatchObject({ kind: 'partLength', rotate: 0, x: 210 });
    expect(length!.y).toBeGreaterThan(10);
    expect(length!.y).toBeLessThan(10 + 300 / 3);
    // ...the width along its left edge, reading upwards.
    expect(width).toMatchObject({ kind: 'partWidth', rotate: -90, y: 160 });
    expect(width!.x).toBeGreaterThan(10);
    expect(width!.x).toBeLessThan(10 + 400 / 3);
    expect(number).toMatchObject({ kind: 'partNumber', x: 210, y: 160 });
    expect(number!.callout).toBeUndefined();
    // The sizes never run past the side they measure.
    expect(length!.sizeMm * 0.6 * 3).toBeLessThanOrEqual(400);
  });

  it('writes an inch order sizes in 32nds', () => {
    const drawing = planDrawing(singlePiecePlan(), 1, { unit: 'in' });
    const sizes = drawing.texts.filter((t) => t.kind === 'partLength' || t.kind === 'partWidth');
    // 400 mm = 15 3/4", 300 mm = 11 13/16" (to the nearest 1/32 in).
    expect(sizes.map((t) => t.text)).toEqual(['15 3/4"', '11 13/16"']);
  });

  it('keeps every text at or over the smallest size asked for: a small piece shows its number only', () => {
    const minTextMm = 90;
    const drawing = planDrawing(singlePiecePlan(), 1, { minTextMm });
    for (const text of drawing.texts) expect(text.sizeMm).toBeGreaterThanOrEqual(minTextMm);
    // 400 x 300 cannot hold its sizes at 90 mm (a third of 300 is 100, a line 112.5): number only.
    expect(drawing.texts.filter((t) => t.kind.startsWith('part')).map((t) => t.kind)).toEqual([
      'partNumber',
    ]);
    // A piece too small for even its number at that size: the number is a callout.
    const tiny = planDrawing(singlePiecePlan(), 1, { minTextMm: 400 });
    expect(tiny.texts.find((t) => t.kind === 'partNumber')).toMatchObject({
      sizeMm: 400,
      callout: true,
    });
  });

  it('puts each cut number in a circle beside its cut, not on it, with its stage', () => {
    for (const materialPlan of plan.materials) {
      const drawing = planDrawing(materialPlan, 1);
      const cuts = ofKind(drawing.shapes, 'cut');
      const marks = ofKind(drawing.shapes, 'cutMark');
      expect(marks.map((m) => m.n)).toEqual(cuts.map((c) => c.n));
      expect(new Set(marks.map((m) => m.stage))).toContain(1);
      expect(Math.max(...marks.map((m) => m.stage))).toBeGreaterThanOrEqual(2);
      cuts.forEach((cut, i) => {
        const mark = marks[i]!;
        expect(mark.stage).toBe(cut.stage);
        const [x1, y1] = cut.segment;
        // The circle keeps clear of its line.
        const distance = cut.direction === 'rip' ? Math.abs(mark.cy - y1) : Math.abs(mark.cx - x1);
        expect(distance).toBeGreaterThan(mark.r);
      });
      const numbers = drawing.texts.filter((t) => t.kind === 'cutNumber');
      expect(numbers.map((t) => [t.text, t.x, t.y])).toEqual(
        marks.map((m) => [String(m.n), m.cx, m.cy]),
      );
    }
  });

  it('draws the banded edges of a piece just inside the edge they band', () => {
    const drawing = planDrawing(singlePiecePlan(), 1);
    const base = exploded.items[0]!.parts[0]!;
    const bands = ofKind(drawing.shapes, 'band');
    expect(bands.map((b) => b.edge)).toEqual(
      (['L1', 'L2', 'W1', 'W2'] as const).filter((edge) => base.edges[edge]),
    );
    // Not turned: L1, the front long edge, along the bottom (y = 10 + 300 - 8).
    const front = bands.find((b) => b.edge === 'L1');
    if (front) expect(front.segment[1]).toBe(302);
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

  it('lays a wide sheet on a landscape page with texts that print at 7 pt at least', () => {
    const layout = planPrintLayout({ width: 2880, height: 2150 });
    expect(layout.orientation).toBe('landscape');
    // Letter landscape is 279.4 - 20 = 259.4 mm wide, A4 landscape 210 - 20 - 56 = 134 mm high.
    expect(layout.widthMm).toBe(259.4);
    expect(layout.heightMm).toBe(134);
    // 7 pt = 2.469 mm on paper; the scale is min(259.4 / 2880, 134 / 2150) = 0.06233.
    expect(layout.minTextMm).toBeCloseTo(39.62, 1);
    expect(planPrintLayout({ width: 1330, height: 2580 }).orientation).toBe('portrait');
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
