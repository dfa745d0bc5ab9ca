import { describe, expect, it } from 'vitest';
import { frontView } from './front-view';
import { describeDrawing } from './describe';
import {
  baseTwoDoors,
  drawerBaseGola,
  grainPanel,
  liftUpWall,
  looseDrawerFront,
  ovenTower,
  tallPantry,
} from '../../testing/drawing-samples';
import type { Drawing, DrawingGeometry, DrawingShapeKind } from './types';

function geometries(drawing: Drawing, kind: DrawingShapeKind): DrawingGeometry[] {
  return drawing.shapes.filter((shape) => shape.kind === kind).map((shape) => shape.geometry);
}

function count(drawing: Drawing, kind: DrawingShapeKind): number {
  return geometries(drawing, kind).length;
}

/** Every point of every shape and dimension line lies inside the view box. */
function pointsOf(drawing: Drawing): [number, number][] {
  const points: [number, number][] = [];
  for (const { geometry } of drawing.shapes) {
    if (geometry.type === 'rect') {
      points.push(
        [geometry.x, geometry.y],
        [geometry.x + geometry.width, geometry.y + geometry.height],
      );
    } else if (geometry.type === 'line') {
      points.push([geometry.x1, geometry.y1], [geometry.x2, geometry.y2]);
    } else {
      points.push(...geometry.points.map(([x, y]): [number, number] => [x, y]));
    }
  }
  for (const dimension of drawing.dimensions) {
    points.push([dimension.labelX, dimension.labelY]);
    for (const [x1, y1, x2, y2] of dimension.segments) points.push([x1, y1], [x2, y2]);
  }
  for (const text of drawing.texts) points.push([text.x, text.y]);
  return points;
}

function expectInsideViewBox(drawing: Drawing) {
  const { x, y, width, height } = drawing.viewBox;
  for (const [px, py] of pointsOf(drawing)) {
    expect(px).toBeGreaterThanOrEqual(x);
    expect(px).toBeLessThanOrEqual(x + width);
    expect(py).toBeGreaterThanOrEqual(y);
    expect(py).toBeLessThanOrEqual(y + height);
  }
}

describe('frontView of a base cabinet with two doors (600 x 720 x 560 mm on 100 mm legs)', () => {
  const drawing = frontView(baseTwoDoors, 'mm');

  it('draws the box 620 mm high above the legs, with its board edges 18 mm thick', () => {
    expect(geometries(drawing, 'carcass')).toEqual([
      { type: 'rect', x: 0, y: 0, width: 600, height: 620 },
    ]);
    expect(geometries(drawing, 'sideEdge')).toEqual([
      { type: 'rect', x: 0, y: 0, width: 18, height: 620 },
      { type: 'rect', x: 582, y: 0, width: 18, height: 620 },
    ]);
    expect(geometries(drawing, 'topEdge')).toEqual([
      { type: 'rect', x: 18, y: 0, width: 564, height: 18 },
    ]);
    expect(geometries(drawing, 'bottomEdge')).toEqual([
      { type: 'rect', x: 18, y: 602, width: 564, height: 18 },
    ]);
  });

  it('draws two doors with opening lines pointing to the left and the right hinges', () => {
    expect(geometries(drawing, 'door')).toEqual([
      { type: 'rect', x: 0, y: 0, width: 300, height: 620 },
      { type: 'rect', x: 300, y: 0, width: 300, height: 620 },
    ]);
    expect(geometries(drawing, 'hingeMark')).toEqual([
      {
        type: 'path',
        closed: false,
        points: [
          [300, 0],
          [0, 310],
          [300, 620],
        ],
      },
      {
        type: 'path',
        closed: false,
        points: [
          [300, 0],
          [600, 310],
          [300, 620],
        ],
      },
    ]);
    expect(count(drawing, 'liftUpArrow')).toBe(0);
  });

  it('draws the one adjustable shelf dashed, halfway up the inside', () => {
    expect(geometries(drawing, 'shelfAdjustable')).toEqual([
      { type: 'line', x1: 18, y1: 310, x2: 582, y2: 310 },
    ]);
    expect(count(drawing, 'shelfFixed')).toBe(0);
  });

  it('draws two front legs 50 mm in from the sides and the plinth between the sides', () => {
    expect(geometries(drawing, 'leg')).toEqual([
      { type: 'rect', x: 50, y: 620, width: 40, height: 100 },
      { type: 'rect', x: 510, y: 620, width: 40, height: 100 },
    ]);
    expect(geometries(drawing, 'toeKick')).toEqual([
      { type: 'rect', x: 18, y: 620, width: 564, height: 100 },
    ]);
  });

  it('labels width and height in millimetres, and gives the depth as text', () => {
    const [width, height] = drawing.dimensions;
    // larger side 720: text 0.075 x 720 = 54, gap 0.09 x 720 = 64.8
    expect(width).toMatchObject({
      axis: 'horizontal',
      from: 0,
      to: 600,
      at: 784.8,
      label: '600 mm',
    });
    expect(height).toMatchObject({
      axis: 'vertical',
      from: 0,
      to: 720,
      at: 664.8,
      label: '720 mm',
    });
    // depth baseline: 784.8 + (1.2 + 1.4) x 54 = 925.2
    expect(drawing.texts).toEqual([
      { kind: 'depth', x: 300, y: expect.closeTo(925.2, 6) as number, text: 'D 560 mm' },
    ]);
    expect(drawing.textSizeMm).toBe(54);
  });

  it('leaves room for the dimension lines in the view box', () => {
    const { x, y, width, height } = drawing.viewBox;
    expect(x).toBeCloseTo(-28.8, 6);
    expect(y).toBeCloseTo(-28.8, 6);
    // right: 664.8 + 0.5 x 54 + 6 chars x 0.6 x 54 = 886.2, + margin 28.8 = 915 -> width 943.8
    expect(width).toBeCloseTo(943.8, 6);
    // bottom: 925.2 + 0.35 x 54 + 28.8 = 972.9 -> height 1001.7
    expect(height).toBeCloseTo(1001.7, 6);
    expectInsideViewBox(drawing);
  });

  it('takes the depth letter of the language given', () => {
    expect(frontView(baseTwoDoors, 'mm', { depthPrefix: 'P' }).texts[0]?.text).toBe('P 560 mm');
  });
});

describe('frontView of other kinds', () => {
  it('drawer base with gola: three fronts, a J rail at the top and C rails in the two gaps', () => {
    const drawing = frontView(drawerBaseGola, 'mm');
    expect(geometries(drawing, 'drawerFront')).toEqual([
      { type: 'rect', x: 0, y: 0, width: 600, height: 200 },
      { type: 'rect', x: 0, y: 210, width: 600, height: 200 },
      { type: 'rect', x: 0, y: 420, width: 600, height: 200 },
    ]);
    expect(geometries(drawing, 'golaJ')).toEqual([
      { type: 'rect', x: 18, y: 0, width: 564, height: 30 },
    ]);
    expect(geometries(drawing, 'golaC')).toEqual([
      { type: 'rect', x: 18, y: 190, width: 564, height: 30 },
      { type: 'rect', x: 18, y: 400, width: 564, height: 30 },
    ]);
    expect(count(drawing, 'door')).toBe(0);
    expect(count(drawing, 'hingeMark')).toBe(0);
    expect(count(drawing, 'leg')).toBe(2);
  });

  it('pantry 1200 wide: four doors (one left out, dashed), shelves at their positions, three legs', () => {
    const drawing = frontView(tallPantry, 'mm');
    expect(count(drawing, 'door')).toBe(4);
    expect(drawing.shapes.filter((shape) => shape.excluded)).toEqual([
      {
        kind: 'door',
        excluded: true,
        geometry: { type: 'rect', x: 600, y: 0, width: 600, height: 1000 },
      },
    ]);
    expect(count(drawing, 'hingeMark')).toBe(4);
    expect(geometries(drawing, 'shelfFixed')).toEqual([
      { type: 'rect', x: 18, y: 991, width: 1164, height: 18 },
    ]);
    expect(geometries(drawing, 'shelfAdjustable')).toEqual([
      { type: 'line', x1: 18, y1: 1500, x2: 1182, y2: 1500 },
      { type: 'line', x1: 18, y1: 500, x2: 1182, y2: 500 },
    ]);
    expect(geometries(drawing, 'leg').map((leg) => (leg.type === 'rect' ? leg.x : null))).toEqual([
      50, 580, 1110,
    ]);
    expectInsideViewBox(drawing);
  });

  it('spreads fixed shelves evenly, and adjustable ones in the spaces between, when no position is given', () => {
    const drawing = frontView(
      {
        ...tallPantry,
        shelves: { adjustable: 3, fixed: 1, adjustableAtMm: [], fixedAtMm: [] },
      },
      'mm',
    );
    // inside from y 18 to 1982: the fixed shelf at 1000; below it two shelves, above it one
    expect(geometries(drawing, 'shelfFixed')).toEqual([
      { type: 'rect', x: 18, y: 991, width: 1164, height: 18 },
    ]);
    const ys = geometries(drawing, 'shelfAdjustable').map((shape) =>
      shape.type === 'line' ? shape.y1 : null,
    );
    expect(ys).toEqual([1982 - 982 / 3, 1982 - (2 * 982) / 3, 509]);
  });

  it('oven tower: the niche fills the open span between the drawer and the door', () => {
    const drawing = frontView(ovenTower, 'mm');
    expect(geometries(drawing, 'niche')).toEqual([
      {
        type: 'path',
        closed: true,
        points: [
          [18, 800],
          [582, 800],
          [18, 1400],
          [582, 1400],
        ],
      },
    ]);
    expect(count(drawing, 'door')).toBe(1);
    expect(count(drawing, 'drawerFront')).toBe(1);
  });

  it('lift-up wall unit: the opening lines point up and an arrow shows the lift, no legs', () => {
    const drawing = frontView(liftUpWall, 'mm');
    expect(geometries(drawing, 'hingeMark')).toEqual([
      {
        type: 'path',
        closed: false,
        points: [
          [0, 400],
          [400, 0],
          [800, 400],
        ],
      },
    ]);
    expect(geometries(drawing, 'liftUpArrow')).toEqual([
      { type: 'line', x1: 400, y1: 280, x2: 400, y2: 120 },
      {
        type: 'path',
        closed: false,
        points: [
          [360, 160],
          [400, 120],
          [440, 160],
        ],
      },
    ]);
    expect(count(drawing, 'leg')).toBe(0);
    expect(count(drawing, 'toeKick')).toBe(0);
    expect(geometries(drawing, 'carcass')).toEqual([
      { type: 'rect', x: 0, y: 0, width: 800, height: 400 },
    ]);
  });

  it('panel in inches: one piece, vertical grain lines, labels in inches, no depth', () => {
    const drawing = frontView(grainPanel, 'in');
    expect(geometries(drawing, 'sheet')).toEqual([
      { type: 'rect', x: 0, y: 0, width: 596.9, height: 2000 },
    ]);
    const grain = geometries(drawing, 'grain');
    expect(grain).toHaveLength(5);
    const [first] = grain;
    expect(first?.type).toBe('line');
    if (first?.type === 'line') {
      expect(first.x1).toBeCloseTo(596.9 / 6, 6);
      expect(first.x2).toBeCloseTo(596.9 / 6, 6);
      expect(first.y1).toBeCloseTo(47.752, 6);
      expect(first.y2).toBeCloseTo(1952.248, 6);
    }
    expect(drawing.dimensions.map((dimension) => dimension.label)).toEqual(['23.5 in', '78.74 in']);
    // A Spanish reader writes a decimal comma: 596.9 / 25.4 = 23.5, 2000 / 25.4 = 78.74.
    const spanish = frontView(grainPanel, 'in', { decimalSeparator: ',' });
    expect(spanish.dimensions.map((dimension) => dimension.label)).toEqual(['23,5 in', '78,74 in']);
    expect(describeDrawing(grainPanel, 'in', ',').values.width).toBe('23,5');
    expect(drawing.texts).toEqual([]);
    expect(count(drawing, 'carcass')).toBe(0);
    expect(count(drawing, 'leg')).toBe(0);
    expectInsideViewBox(drawing);
  });

  it('panel cut across the grain: horizontal grain lines', () => {
    const drawing = frontView(
      { ...grainPanel, parts: grainPanel.parts.map((p) => ({ ...p, grain: 'W' as const })) },
      'mm',
    );
    const [first] = geometries(drawing, 'grain');
    expect(first).toMatchObject({ type: 'line', y1: 2000 / 6, y2: 2000 / 6 });
  });

  it('loose drawer front: the piece and its front, no grain on a plain board', () => {
    const drawing = frontView(looseDrawerFront, 'mm');
    expect(geometries(drawing, 'sheet')).toEqual([
      { type: 'rect', x: 0, y: 0, width: 600, height: 200 },
    ]);
    expect(geometries(drawing, 'drawerFront')).toEqual([
      { type: 'rect', x: 0, y: 0, width: 600, height: 200 },
    ]);
    expect(count(drawing, 'grain')).toBe(0);
    // the larger side is 600: text 0.075 x 600 = 45
    expect(drawing.textSizeMm).toBe(45);
  });

  it('labels the base cabinet in inches', () => {
    const drawing = frontView(baseTwoDoors, 'in');
    expect(drawing.dimensions.map((dimension) => dimension.label)).toEqual([
      '23.62 in',
      '28.35 in',
    ]);
    expect(drawing.texts[0]?.text).toBe('D 22.05 in');
  });

  it('still draws an item with no size yet, at 1 mm', () => {
    const drawing = frontView({ ...baseTwoDoors, widthMm: 0, heightMm: 0, fronts: [] }, 'mm');
    expect(drawing.widthMm).toBe(1);
    expect(drawing.heightMm).toBe(1);
    expect(drawing.dimensions[0]?.label).toBe('0 mm');
  });

  it('is deterministic', () => {
    expect(frontView(tallPantry, 'in')).toEqual(frontView(tallPantry, 'in'));
  });
});
