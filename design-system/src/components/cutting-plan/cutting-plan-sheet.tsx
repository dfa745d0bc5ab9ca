import { chakra, IconButton, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import {
  planDrawing,
  planPrintLayout,
  type MaterialPlan,
  type PlanDrawing,
} from '@cutshop/domain/production';
import type { Unit } from '@cutshop/domain';
import { useMemo, useRef } from 'react';
import { CuttingPlanLegend, type CuttingPlanLegendTexts } from './cutting-plan-legend';
import { cuttingPlanSheetRecipe } from './cutting-plan-sheet.recipe';
import { SheetSvg, type PartShape } from './sheet-svg';
import { useMinTextMm } from './use-min-text';
import { CUTTING_PLAN_ZOOM, useSheetZoom } from './zoom';

/** The sheet's visible texts, translated by the app. */
export interface CuttingPlanSheetTexts {
  /** The zoom buttons' names, e.g. 'Zoom in', 'Zoom out', 'Fit the sheet'. */
  zoomIn: string;
  zoomOut: string;
  zoomReset: string;
  /** The name of the group of zoom buttons, e.g. 'Zoom'. */
  zoomGroup: string;
  /** The zoom level, e.g. 150 -> '150 %'. */
  zoomLevel: (percent: number) => string;
  /** The name of the scrolling box that holds the drawing, e.g. 'Sheet 1, scrollable'. */
  scroller: string;
  /** A piece's tooltip; default: '<number> <part id>: <name>, <size> mm (<copy>/<quantity>)'. */
  partTitle?: (part: PartShape) => string;
}

export interface CuttingPlanSheetProps {
  /** The material's plan, and which of its sheets (1-based) this is. */
  plan: MaterialPlan;
  sheetIndex: number;
  /** The unit the pieces' sizes are written in (the order's). */
  unit?: Unit;
  /** The caption above the drawing, e.g. 'Sheet 1 of 3 · 2800 × 2070 mm · yield 86 %'. */
  title: string;
  /** The drawing's text alternative, e.g. 'Sheet 1 of 3 of Arctic White: 14 pieces, 23 cuts'. */
  label: string;
  texts: CuttingPlanSheetTexts;
  /** The sheet is the one shown on screen (default true); every sheet is printed. */
  shown?: boolean;
  /** The legend printed under the caption on the sheet's page. */
  legend?: CuttingPlanLegendTexts;
}

const defaultPartTitle = (part: PartShape) =>
  `${part.partNumber} ${part.partId}: ${part.name}, ${part.sizeLabel} mm (${part.copy}/${part.quantity})`;

function MinusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function FitIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The drawing on screen: its texts never under about 11 px at the size it is shown. */
function ScreenDrawing({
  plan,
  sheetIndex,
  unit,
  label,
  zoom,
  partTitle,
  css,
}: {
  plan: MaterialPlan;
  sheetIndex: number;
  unit: Unit;
  label: string;
  zoom: number;
  partTitle: (part: PartShape) => string;
  css: SystemStyleObject | undefined;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const { sheetLengthMm, sheetWidthMm } = plan.material;
  const frame = useMemo(
    () => planDrawing(plan, sheetIndex, { unit }).viewBox,
    [plan, sheetIndex, unit],
  );
  const minTextMm = useMinTextMm(svg, frame);
  const drawing: PlanDrawing = useMemo(
    () => planDrawing(plan, sheetIndex, { unit, minTextMm }),
    [plan, sheetIndex, unit, minTextMm],
  );
  return (
    <SheetSvg
      ref={svg}
      css={css}
      drawing={drawing}
      partTitle={partTitle}
      role="img"
      aria-label={label}
      data-zoom={zoom}
      data-min-text-mm={minTextMm}
      data-sheet-size={`${sheetLengthMm}x${sheetWidthMm}`}
      style={{
        width: `${zoom * 100}%`,
        aspectRatio: `${frame.width} / ${frame.height}`,
      }}
    >
      <title>{label}</title>
    </SheetSvg>
  );
}

/**
 * One sheet of a cutting plan (docs/production/plans-and-labels.md, "Drawings"), read like a
 * panel-saw diagram: each piece's short number (item.part) and its two cut sizes along its
 * edges, banded edges, grain arrows, offcuts (hatched waste, reusable ones tinted with their
 * size), the trim, and the cuts with their numbers in circles beside them (filled: first stage,
 * ring: second, dashed: third and on). On screen the drawing fills the width of its box and its
 * texts stay readable (about 11 px) at any width and zoom; the zoom buttons enlarge it up to 4
 * times and the box scrolls (a pinch zooms the page as usual). On paper it takes a page of its
 * own, landscape when the sheet is wider than tall, under its caption and the legend, with texts
 * of 7 pt at least; a sheet not shown on screen (`shown` false) is printed all the same.
 */
export function CuttingPlanSheet({
  plan,
  sheetIndex,
  unit = 'mm',
  title,
  label,
  texts,
  shown = true,
  legend,
}: CuttingPlanSheetProps) {
  const recipe = useSlotRecipe({ key: 'cuttingPlanSheet', recipe: cuttingPlanSheetRecipe });
  const styles = recipe();
  const scroller = useRef<HTMLDivElement>(null);
  const zoom = useSheetZoom(scroller);
  const partTitle = texts.partTitle ?? defaultPartTitle;
  const printed = useMemo(() => {
    const { viewBox } = planDrawing(plan, sheetIndex, { unit });
    const layout = planPrintLayout(viewBox);
    return {
      layout,
      drawing: planDrawing(plan, sheetIndex, { unit, minTextMm: layout.minTextMm }),
    };
  }, [plan, sheetIndex, unit]);
  const { layout } = printed;
  const { width, height } = printed.drawing.viewBox;

  return (
    <chakra.figure
      css={styles.root}
      data-sheet={sheetIndex}
      data-orientation={layout.orientation}
      data-shown={shown}
      aria-hidden={shown ? undefined : true}
    >
      <chakra.div css={styles.header}>
        <chakra.figcaption css={styles.caption}>{title}</chakra.figcaption>
        {shown && (
          <chakra.div css={styles.controls} role="group" aria-label={texts.zoomGroup}>
            <IconButton
              size="xs"
              variant="outline"
              aria-label={texts.zoomOut}
              disabled={!zoom.canZoomOut}
              onClick={zoom.zoomOut}
            >
              <MinusIcon />
            </IconButton>
            <chakra.span css={styles.level} aria-live="polite">
              {texts.zoomLevel(Math.round(zoom.zoom * CUTTING_PLAN_ZOOM.percent))}
            </chakra.span>
            <IconButton
              size="xs"
              variant="outline"
              aria-label={texts.zoomIn}
              disabled={!zoom.canZoomIn}
              onClick={zoom.zoomIn}
            >
              <PlusIcon />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={texts.zoomReset}
              disabled={!zoom.canZoomOut}
              onClick={zoom.reset}
            >
              <FitIcon />
            </IconButton>
          </chakra.div>
        )}
      </chakra.div>
      {legend && <CuttingPlanLegend texts={legend} printOnly />}
      {shown && (
        <chakra.div
          ref={scroller}
          css={styles.scroller}
          role="group"
          aria-label={texts.scroller}
          tabIndex={0}
          data-zoomed={zoom.zoom > 1}
        >
          <ScreenDrawing
            plan={plan}
            sheetIndex={sheetIndex}
            unit={unit}
            label={label}
            zoom={zoom.zoom}
            partTitle={partTitle}
            css={styles.svg}
          />
        </chakra.div>
      )}
      <SheetSvg
        css={styles.printSvg}
        drawing={printed.drawing}
        partTitle={partTitle}
        aria-hidden="true"
        data-print=""
        style={{
          aspectRatio: `${width} / ${height}`,
          maxHeight: `${layout.heightMm}mm`,
        }}
      />
    </chakra.figure>
  );
}
