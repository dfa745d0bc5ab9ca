import type { Unit } from '../../units';
import type { ItemBuild } from '../types';
import { describeDrawing } from './describe';
import { frontView } from './front-view';
import { DRAWING_STYLES, type ShapeStyle } from './rules';
import type { DimensionLine, Drawing, DrawingGeometry, DrawingShape, DrawingFacts } from './types';

/** The standalone file's colours and line widths (px, kept at any zoom): black lines for print. */
const SVG_STYLE = {
  ink: '#000000',
  paper: '#ffffff',
  muted: '#e6e6e6',
  strokePx: { heavy: 1.5, normal: 1, light: 0.6 } satisfies Record<ShapeStyle['weight'], number>,
  dimensionPx: 0.6,
  fontFamily: 'Helvetica, Arial, sans-serif',
} as const;

/** Numbers in the file: at most two decimals, no trailing zeros, never '-0'. */
function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** Text made safe inside an element or an attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A path's `d`: the points joined by straight lines, closed with Z when asked. */
export function pathData(points: readonly (readonly [number, number])[], closed: boolean): string {
  const segments = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`);
  return segments.join(' ') + (closed ? ' Z' : '');
}

function element(geometry: DrawingGeometry, attributes: string): string {
  switch (geometry.type) {
    case 'rect':
      return `<rect x="${num(geometry.x)}" y="${num(geometry.y)}" width="${num(geometry.width)}" height="${num(geometry.height)}"${attributes}/>`;
    case 'line':
      return `<line x1="${num(geometry.x1)}" y1="${num(geometry.y1)}" x2="${num(geometry.x2)}" y2="${num(geometry.y2)}"${attributes}/>`;
    case 'path':
      return `<path d="${pathData(geometry.points, geometry.closed)}"${attributes}/>`;
  }
}

function fillOf(style: ShapeStyle, geometry: DrawingGeometry): string {
  if (geometry.type !== 'rect' && geometry.type !== 'path') return 'none';
  if (style.fill === 'none') return 'none';
  return SVG_STYLE[style.fill];
}

function shapeElement(shape: DrawingShape, drawing: Drawing): string {
  const style = DRAWING_STYLES[shape.kind];
  const dashed = style.dashed || shape.excluded === true;
  const attributes =
    ` fill="${fillOf(style, shape.geometry)}" stroke="${SVG_STYLE.ink}"` +
    ` stroke-width="${num(SVG_STYLE.strokePx[style.weight])}" vector-effect="non-scaling-stroke"` +
    (dashed ? ` stroke-dasharray="${num(drawing.dashMm)} ${num(drawing.dashMm)}"` : '') +
    ` data-kind="${shape.kind}"`;
  return element(shape.geometry, attributes);
}

function dimensionElements(dimension: DimensionLine): string {
  const lines = dimension.segments.map(
    ([x1, y1, x2, y2]) =>
      `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${SVG_STYLE.ink}" stroke-width="${num(SVG_STYLE.dimensionPx)}" vector-effect="non-scaling-stroke"/>`,
  );
  const anchor = dimension.axis === 'horizontal' ? 'middle' : 'start';
  const text = `<text x="${num(dimension.labelX)}" y="${num(dimension.labelY)}" text-anchor="${anchor}">${escapeXml(dimension.label)}</text>`;
  return [...lines, text].join('');
}

/** An English sentence of the facts, for the file's `<desc>`. */
function englishDescription(facts: DrawingFacts): string {
  const parts = [
    `Front view of a ${facts.kind} item, ${facts.width} wide and ${facts.height} high` +
      (facts.depth ? `, ${facts.depth} deep` : ''),
  ];
  if (facts.doors.length > 0) {
    const sides = facts.doors.map((door) => door.hingeSide ?? 'no hinges').join(', ');
    parts.push(`${facts.doors.length} door(s) hinged ${sides}`);
  }
  if (facts.drawerFronts > 0) parts.push(`${facts.drawerFronts} drawer front(s)`);
  if (facts.internalDrawers > 0) parts.push(`${facts.internalDrawers} internal drawer(s)`);
  if (facts.shelves.adjustable > 0) parts.push(`${facts.shelves.adjustable} adjustable shelf(s)`);
  if (facts.shelves.fixed > 0) parts.push(`${facts.shelves.fixed} fixed shelf(s)`);
  if (facts.niche) parts.push('an open niche');
  if (facts.rails.topJ) parts.push('a top J gola rail');
  if (facts.rails.mid > 0) parts.push(`${facts.rails.mid} C gola rail(s)`);
  if (facts.onLegs) parts.push('on legs');
  if (facts.grain) parts.push(`${facts.grain} grain`);
  return `${parts.join(', ')}.`;
}

/** Renders a drawing as a standalone SVG document; `title` and `desc` are given in English. */
function renderSvg(drawing: Drawing, title: string, desc: string): string {
  const { x, y, width, height } = drawing.viewBox;
  const viewBox = `${num(x)} ${num(y)} ${num(width)} ${num(height)}`;
  const body = [
    ...drawing.shapes.map((shape) => shapeElement(shape, drawing)),
    ...drawing.dimensions.map(dimensionElements),
    ...drawing.texts.map(
      (text) =>
        `<text x="${num(text.x)}" y="${num(text.y)}" text-anchor="middle">${escapeXml(text.text)}</text>`,
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${num(width)}mm" height="${num(height)}mm" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<desc>${escapeXml(desc)}</desc>`,
    `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="${SVG_STYLE.paper}"/>`,
    `<g font-family="${SVG_STYLE.fontFamily}" font-size="${num(drawing.textSizeMm)}" fill="${SVG_STYLE.ink}">`,
    ...body,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

/**
 * The front view of one item as a standalone SVG file for the export (docs/production/drawings.md):
 * no external references, English title and description, the same bytes for the same item.
 */
export function drawingSvg(build: ItemBuild, unit: Unit): string {
  const drawing = frontView(build, unit);
  const title = `${build.index}. ${build.modelName}${build.description ? ` (${build.description})` : ''}`;
  return renderSvg(drawing, title, englishDescription(describeDrawing(build, unit)));
}
