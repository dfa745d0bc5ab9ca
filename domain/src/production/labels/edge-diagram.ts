import { escapeXml } from '../drawing/svg';
import { EDGE_NAMES, type EdgeBanding, type EdgeName, type Grain } from '../types';
import { PART_LABEL_LAYOUT } from './rules';

/*
 * The edge-band marks of a label (docs/production/plans-and-labels.md, "Labels"): the part as a
 * small rectangle, its length across, L1 (the front long edge) at the bottom, L2 at the top, W1
 * left, W2 right; a banded edge drawn heavy and its name bold, a bare one thin and dashed; the
 * grain as an arrow inside (along the length for L, across for W) and its letter.
 */

const BOX = PART_LABEL_LAYOUT.edgeBoxMm;
const R = PART_LABEL_LAYOUT.edgeRectMm;
const TEXT = PART_LABEL_LAYOUT.edgeTextMm;
const ARROW = PART_LABEL_LAYOUT.grainArrowMm;
/** How far an edge's name sits from its edge, in text sizes. */
const NAME_GAP = 0.6;
/** The dash of a bare edge: dash and gap, millimetres. */
const BARE_DASH = '0.8 0.6';
/** Inset of the grain letter from the rectangle's top-left corner, in text sizes. */
const LETTER_INSET = 0.5;

/** Each edge as a segment of the rectangle and where its name goes. */
const EDGES: Record<EdgeName, { line: [number, number, number, number]; name: [number, number] }> =
  {
    L1: {
      line: [R.x, R.y + R.height, R.x + R.width, R.y + R.height],
      name: [R.x + R.width / 2, R.y + R.height + TEXT * (NAME_GAP + 0.5)],
    },
    L2: {
      line: [R.x, R.y, R.x + R.width, R.y],
      name: [R.x + R.width / 2, R.y - TEXT * (NAME_GAP + 0.5)],
    },
    W1: {
      line: [R.x, R.y, R.x, R.y + R.height],
      name: [R.x - TEXT * (NAME_GAP + 0.6), R.y + R.height / 2],
    },
    W2: {
      line: [R.x + R.width, R.y, R.x + R.width, R.y + R.height],
      name: [R.x + R.width + TEXT * (NAME_GAP + 0.6), R.y + R.height / 2],
    },
  };

/** Millimetres to two decimals, no trailing zeros. */
const mm = (value: number) => String(Math.round(value * 100) / 100);

function grainMarks(grain: Grain): string {
  const cx = R.x + R.width / 2;
  const cy = R.y + R.height / 2;
  const letter = `<text x="${mm(R.x + TEXT * LETTER_INSET)}" y="${mm(R.y + TEXT * (LETTER_INSET + 0.5))}" font-size="${mm(TEXT)}" font-weight="bold" dominant-baseline="central">${grain}</text>`;
  if (grain === 'N') return letter;
  const half = (grain === 'L' ? ARROW.along : ARROW.across) / 2;
  const h = ARROW.head;
  const d =
    grain === 'L'
      ? `M${mm(cx - half)} ${mm(cy)} L${mm(cx + half)} ${mm(cy)} M${mm(cx + half - h)} ${mm(cy - h / 2)} L${mm(cx + half)} ${mm(cy)} L${mm(cx + half - h)} ${mm(cy + h / 2)}`
      : `M${mm(cx)} ${mm(cy + half)} L${mm(cx)} ${mm(cy - half)} M${mm(cx - h / 2)} ${mm(cy - half + h)} L${mm(cx)} ${mm(cy - half)} L${mm(cx + h / 2)} ${mm(cy - half + h)}`;
  return `${letter}<path d="${d}" fill="none" stroke="#000" stroke-width="0.3"/>`;
}

/** The diagram as inline SVG, in millimetres; its `<title>` says the same in words. */
export function edgeDiagramSvg(edges: EdgeBanding, grain: Grain, title: string): string {
  const lines = EDGE_NAMES.map((name) => {
    const [x1, y1, x2, y2] = EDGES[name].line;
    const banded = edges[name];
    const width = banded ? PART_LABEL_LAYOUT.edgeBandedMm : PART_LABEL_LAYOUT.edgeBareMm;
    const dash = banded ? '' : ` stroke-dasharray="${BARE_DASH}"`;
    return `<line x1="${mm(x1)}" y1="${mm(y1)}" x2="${mm(x2)}" y2="${mm(y2)}" stroke="#000" stroke-width="${mm(width)}"${dash} data-edge="${name}" data-banded="${banded}"/>`;
  });
  const names = EDGE_NAMES.map((name) => {
    const [x, y] = EDGES[name].name;
    const weight = edges[name] ? ' font-weight="bold"' : ' fill="#666"';
    return `<text x="${mm(x)}" y="${mm(y)}" font-size="${mm(TEXT)}" text-anchor="middle" dominant-baseline="central"${weight}>${name}</text>`;
  });
  return (
    `<svg class="edges" viewBox="0 0 ${mm(BOX.width)} ${mm(BOX.height)}" width="${mm(BOX.width)}mm" height="${mm(BOX.height)}mm" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect x="${mm(R.x)}" y="${mm(R.y)}" width="${mm(R.width)}" height="${mm(R.height)}" fill="#fff" stroke="none"/>` +
    lines.join('') +
    names.join('') +
    grainMarks(grain) +
    '</svg>'
  );
}
