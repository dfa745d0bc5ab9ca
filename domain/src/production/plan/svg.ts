import { escapeXml } from '../drawing/svg';
import { trimmed } from '../formats/numbers';
import {
  planDrawing,
  planPrintLayout,
  percentLabel,
  sheetFrame,
  sizeLabel,
  type PlanShape,
  type PlanText,
} from './drawing';
import { PLAN_DRAWING_RULES as RULES, PLAN_SVG_STYLE as STYLE } from './drawing-rules';
import { CUT_METRES_DECIMALS, cutFigures } from './figures';
import type { MaterialPlan, PlanMaterial } from './types';

/*
 * A material's cutting plan as one standalone SVG file (docs/production/plans-and-labels.md,
 * "Drawings"): every sheet, stacked, each under its title; no external references, every text
 * escaped, the same bytes for the same plan.
 */

/** Folder of the plan files in the export, and their extension. */
const PLAN_FILES = { folder: 'plans', extension: 'svg' } as const;

/** Decimals of the yield in the file's heading. */
const HEADING_DECIMALS = { yield: 1 } as const;

/** The plan file of a material: `plans/<material code in lower case>.svg` (`plans/fin-26.svg`). */
export function planFileName(material: Pick<PlanMaterial, 'code'>): string {
  return `${PLAN_FILES.folder}/${material.code.toLowerCase()}.${PLAN_FILES.extension}`;
}

/** Numbers in the file: at most two decimals, no trailing zeros, never '-0'. */
function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const stroke = (colour: string, px: number) =>
  ` stroke="${colour}" stroke-width="${num(px)}" vector-effect="non-scaling-stroke"`;

function rectElement(
  r: { x: number; y: number; width: number; height: number },
  attributes: string,
  inner = '',
): string {
  const open = `<rect x="${num(r.x)}" y="${num(r.y)}" width="${num(r.width)}" height="${num(r.height)}"${attributes}`;
  return inner === '' ? `${open}/>` : `${open}>${inner}</rect>`;
}

function shapeElement(shape: PlanShape): string {
  switch (shape.kind) {
    case 'sheet':
      return rectElement(
        shape.rect,
        ` fill="${STYLE.sheet}"${stroke(STYLE.ink, STYLE.strokePx.heavy)} data-kind="sheet"`,
      );
    case 'trim':
      return rectElement(shape.rect, ` fill="${STYLE.trim}" data-kind="trim"`);
    case 'offcut':
      return rectElement(
        shape.rect,
        ` fill="${shape.reusable ? STYLE.reusableOffcut : STYLE.offcut}"${stroke(STYLE.ink, STYLE.strokePx.light)}` +
          ` data-kind="offcut" data-reusable="${shape.reusable}"`,
      );
    case 'part': {
      const tip = `${shape.partId} \u2014 ${shape.name}, cabinet ${shape.cabinetIndex}, ${shape.copy} of ${shape.quantity}, ${shape.sizeLabel} mm`;
      return rectElement(
        shape.rect,
        ` fill="${STYLE.part}"${stroke(STYLE.ink, STYLE.strokePx.normal)} data-kind="part" data-part-id="${escapeXml(shape.partId)}"`,
        `<title>${escapeXml(tip)}</title>`,
      );
    }
    case 'grain': {
      const d = shape.segments
        .map(([x1, y1, x2, y2]) => `M${num(x1)} ${num(y1)} L${num(x2)} ${num(y2)}`)
        .join(' ');
      return `<path d="${d}" fill="none"${stroke(STYLE.grain, STYLE.strokePx.normal)} data-kind="grain" data-part-id="${escapeXml(shape.partId)}"/>`;
    }
    case 'cut': {
      const [x1, y1, x2, y2] = shape.segment;
      return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}"${stroke(STYLE.cut, STYLE.strokePx.light)} data-kind="cut" data-n="${shape.n}"/>`;
    }
    case 'band': {
      const [x1, y1, x2, y2] = shape.segment;
      return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}"${stroke(STYLE.ink, STYLE.strokePx.band)} data-kind="band" data-edge="${shape.edge}"/>`;
    }
    case 'cutMark': {
      // Stage 1 a filled circle, stage 2 a ring, stage 3 and on a dashed ring.
      const filled = shape.stage === 1;
      const dashed =
        shape.stage >= 3 ? ` stroke-dasharray="${num(shape.r / 2)} ${num(shape.r / 4)}"` : '';
      return `<circle cx="${num(shape.cx)}" cy="${num(shape.cy)}" r="${num(shape.r)}" fill="${filled ? STYLE.cut : STYLE.paper}"${stroke(STYLE.cut, STYLE.strokePx.normal)}${dashed} data-kind="cutMark" data-stage="${shape.stage}" data-n="${shape.n}"/>`;
    }
  }
}

function textElement(text: PlanText): string {
  const rotate =
    text.rotate === 0 ? '' : ` transform="rotate(${text.rotate} ${num(text.x)} ${num(text.y)})"`;
  const colour =
    text.kind === 'cutNumber'
      ? ` fill="${text.stage === 1 ? STYLE.paper : STYLE.cut}" font-weight="bold"`
      : text.callout === true
        ? ` stroke="${STYLE.paper}" stroke-width="${num(text.sizeMm / 5)}" paint-order="stroke"`
        : '';
  return (
    `<text x="${num(text.x)}" y="${num(text.y)}" font-size="${num(text.sizeMm)}" text-anchor="middle"` +
    ` dominant-baseline="central"${rotate}${colour} data-kind="${text.kind}">${escapeXml(text.text)}</text>`
  );
}

/** "Oak Veneer (FIN-26), 19 mm". */
function materialLine(material: PlanMaterial): string {
  return `${material.name} (${material.code}), ${trimmed(material.thicknessMm, 2)} mm`;
}

/** "1 sheet", "3 sheets". */
function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The plan's figures in one English line; the cut figures are `cutFigures`, as the admin shows them. */
function figuresLine(plan: MaterialPlan): string {
  const { material, totals } = plan;
  const sheet = `${trimmed(material.sheetLengthMm, 1)} x ${trimmed(material.sheetWidthMm, 1)} mm`;
  const cut = cutFigures(totals);
  const offcuts = totals.stockOffcuts ?? 0;
  const fromStock = offcuts > 0 ? ` and ${counted(offcuts, 'stock offcut')}` : '';
  return (
    `${counted(totals.sheets, 'sheet')} of ${sheet}${fromStock} (lower bound ${totals.lowerBound}), ` +
    `${counted(totals.pieces, 'piece')}, yield ${percentLabel(totals.yield, HEADING_DECIMALS.yield)}, ` +
    `${counted(cut.cuts, 'cut')} (${cut.trimCuts} trim cuts included), ` +
    `${cut.cutMetres.toFixed(CUT_METRES_DECIMALS)} m of cut (${cut.trimCutMetres.toFixed(CUT_METRES_DECIMALS)} m of trim included)`
  );
}

/** How the plan was made, in one English line. */
function settingsLine(plan: MaterialPlan): string {
  return (
    `Kerf ${trimmed(plan.kerfMm, 1)} mm, trim ${trimmed(plan.trimMm, 1)} mm per edge` +
    (plan.material.grain ? '; grain along the sheet length.' : '; no grain.')
  );
}

/** One line per part line left out: "Not placed: <id> Side, 2 x 3000 x 600 mm: <reason>". */
function unplacedLines(plan: MaterialPlan): string[] {
  return plan.unplaced.map(
    (entry) =>
      `Not placed: ${entry.partId} ${entry.name}, ${entry.quantity} x ${sizeLabel(entry.cutLengthMm, entry.cutWidthMm)} mm. ${entry.message}`,
  );
}

/**
 * A material's plan as one standalone SVG document: a heading (the material, the plan's figures
 * and settings), then every sheet stacked, each titled "Sheet 1 of 3 — 2800 x 2070 mm, yield 86 %",
 * then a line per part the planner could not place. English `<title>` and `<desc>`; every text
 * escaped; deterministic.
 */
export function planSvg(plan: MaterialPlan): string {
  const margin = RULES.marginMm;
  const width = Math.max(
    plan.material.sheetLengthMm,
    ...plan.sheets.map((sheet) => sheetFrame(plan, sheet).lengthMm),
  );
  const body: string[] = [];
  let y = 0;
  body.push(
    `<text x="0" y="${num(RULES.headingTextMm)}" font-size="${num(RULES.headingTextMm)}" font-weight="bold" data-kind="heading">${escapeXml(`Cutting plan \u2014 ${materialLine(plan.material)}`)}</text>`,
  );
  y += RULES.headingTextMm * RULES.lineHeight;
  for (const text of [figuresLine(plan), settingsLine(plan)]) {
    body.push(
      `<text x="0" y="${num(y + RULES.noteTextMm)}" font-size="${num(RULES.noteTextMm)}" data-kind="figures">${escapeXml(text)}</text>`,
    );
    y += RULES.noteTextMm * RULES.lineHeight;
  }
  y += RULES.sheetGapMm / 2;

  for (const sheet of plan.sheets) {
    // Texts as large as they print at 7 pt when a full sheet fills an A4 or Letter page (an
    // offcut's sheet too: every sheet of the file at one scale).
    const { sheetLengthMm, sheetWidthMm } = plan.material;
    const minTextMm = planPrintLayout({ width: sheetLengthMm, height: sheetWidthMm }).minTextMm;
    const frame = sheetFrame(plan, sheet);
    const drawing = planDrawing(plan, sheet.index, { minTextMm });
    const top = y + RULES.titleTextMm + RULES.titleGapMm;
    body.push(
      `<g data-sheet="${sheet.index}">`,
      `<text x="0" y="${num(y + RULES.titleTextMm)}" font-size="${num(RULES.titleTextMm)}" font-weight="bold" data-kind="title">${escapeXml(drawing.title)}</text>`,
      `<g transform="translate(0 ${num(top)})">`,
      ...drawing.shapes.map(shapeElement),
      ...drawing.texts.map(textElement),
      '</g>',
      '</g>',
    );
    y = top + frame.widthMm + RULES.sheetGapMm;
  }
  if (plan.sheets.length === 0) {
    body.push(
      `<text x="0" y="${num(y + RULES.noteTextMm)}" font-size="${num(RULES.noteTextMm)}" data-kind="note">No sheet: nothing of this material could be placed.</text>`,
    );
    y += RULES.noteTextMm * RULES.lineHeight;
  }
  for (const line of unplacedLines(plan)) {
    body.push(
      `<text x="0" y="${num(y + RULES.noteTextMm)}" font-size="${num(RULES.noteTextMm)}" data-kind="unplaced">${escapeXml(line)}</text>`,
    );
    y += RULES.noteTextMm * RULES.lineHeight;
  }

  const box = { x: -margin, y: -margin, width: width + 2 * margin, height: y + margin };
  const viewBox = `${num(box.x)} ${num(box.y)} ${num(box.width)} ${num(box.height)}`;
  const title = `Cutting plan \u2014 ${materialLine(plan.material)}`;
  const unplaced =
    plan.unplaced.length > 0 ? ` ${counted(plan.unplaced.length, 'part line')} not placed.` : '';
  const desc = `${figuresLine(plan)}. ${settingsLine(plan)}${unplaced}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${num(box.width)}mm" height="${num(box.height)}mm" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<desc>${escapeXml(desc)}</desc>`,
    rectElement(box, ` fill="${STYLE.paper}"`),
    `<g font-family="${STYLE.fontFamily}" fill="${STYLE.ink}">`,
    ...body,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}
