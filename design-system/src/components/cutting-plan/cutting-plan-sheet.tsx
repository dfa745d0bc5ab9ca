import { chakra, IconButton, useSlotRecipe } from '@chakra-ui/react';
import type { PlanDrawing, PlanRect, PlanShape, PlanText } from '@cutshop/domain/production';
import { useId, useRef, type SVGProps } from 'react';
import { cuttingPlanSheetRecipe } from './cutting-plan-sheet.recipe';
import { CUTTING_PLAN_ZOOM, useSheetZoom } from './zoom';

/** Line widths in screen pixels, kept at any zoom (non-scaling strokes). */
const STROKE_PX = { sheet: 1.5, part: 1, offcut: 0.6, cut: 1, grain: 1, hatch: 0.5 } as const;

/** The hatching of an offcut that is not worth keeping: lines this far apart (mm), at 45°. */
const HATCH = { spacingMm: 40, angleDeg: 45 } as const;

type PartShape = Extract<PlanShape, { kind: 'part' }>;

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
  /** A piece's tooltip; default: '<part id>: <name>, <size> mm (<copy>/<quantity>)'. */
  partTitle?: (part: PartShape) => string;
}

export interface CuttingPlanSheetProps {
  /** One sheet, as the domain's `planDrawing(materialPlan, sheetIndex)` describes it. */
  drawing: PlanDrawing;
  /** The caption above the drawing, e.g. 'Sheet 1 of 3 · 2800 × 2070 mm · yield 86 %'. */
  title: string;
  /** The drawing's text alternative, e.g. 'Sheet 1 of 3 of Arctic White: 14 pieces, 23 cuts'. */
  label: string;
  texts: CuttingPlanSheetTexts;
}

const defaultPartTitle = (part: PartShape) =>
  `${part.partId}: ${part.name}, ${part.sizeLabel} mm (${part.copy}/${part.quantity})`;

/** An SVG rect at a plan rectangle; `data-*` attributes name what it shows. */
function Rect({
  rect,
  ...rest
}: { rect: PlanRect } & SVGProps<SVGRectElement> & Record<`data-${string}`, unknown>) {
  return <rect x={rect.x} y={rect.y} width={rect.width} height={rect.height} {...rest} />;
}

function Shape({
  shape,
  hatchId,
  partTitle,
}: {
  shape: PlanShape;
  hatchId: string;
  partTitle: (part: PartShape) => string;
}) {
  switch (shape.kind) {
    case 'sheet':
      return (
        <Rect
          rect={shape.rect}
          data-kind="sheet"
          strokeWidth={STROKE_PX.sheet}
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'trim':
      return <Rect rect={shape.rect} data-kind="trim" />;
    case 'offcut':
      return (
        <Rect
          rect={shape.rect}
          data-kind="offcut"
          data-reusable={shape.reusable}
          fill={shape.reusable ? undefined : `url(#${hatchId})`}
          strokeWidth={STROKE_PX.offcut}
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'part':
      return (
        <Rect
          rect={shape.rect}
          data-kind="part"
          data-part-id={shape.partId}
          data-copy={shape.copy}
          strokeWidth={STROKE_PX.part}
          vectorEffect="non-scaling-stroke"
        >
          <title>{partTitle(shape)}</title>
        </Rect>
      );
    case 'grain':
      return (
        <path
          data-kind="grain"
          data-part-id={shape.partId}
          d={shape.segments.map(([x1, y1, x2, y2]) => `M${x1} ${y1} L${x2} ${y2}`).join(' ')}
          strokeWidth={STROKE_PX.grain}
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'cut': {
      const [x1, y1, x2, y2] = shape.segment;
      return (
        <line
          data-kind="cut"
          data-n={shape.n}
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
          strokeWidth={STROKE_PX.cut}
          vectorEffect="non-scaling-stroke"
        />
      );
    }
  }
}

function Text({ text }: { text: PlanText }) {
  return (
    <text
      data-kind={text.kind}
      x={text.x}
      y={text.y}
      fontSize={text.sizeMm}
      textAnchor="middle"
      dominantBaseline="central"
      transform={text.rotate === 0 ? undefined : `rotate(${text.rotate} ${text.x} ${text.y})`}
    >
      {text.text}
    </text>
  );
}

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

/**
 * One sheet of a cutting plan as inline SVG (docs/production/plans-and-labels.md, "Drawings"):
 * the sheet and its trim, the pieces with their id and cut size, grain arrows, offcuts (hatched,
 * reusable ones tinted with their size) and the numbered cuts. The drawing fills the width of
 * its box; the zoom buttons enlarge it up to 4 times and the box scrolls (a pinch zooms the page
 * as usual). Printed, it takes a page of its own at the full width.
 */
export function CuttingPlanSheet({ drawing, title, label, texts }: CuttingPlanSheetProps) {
  const recipe = useSlotRecipe({ key: 'cuttingPlanSheet', recipe: cuttingPlanSheetRecipe });
  const styles = recipe();
  const scroller = useRef<HTMLDivElement>(null);
  const zoom = useSheetZoom(scroller);
  // An id usable in url(#...): React's ids carry characters a URL fragment would need escaped.
  const hatchId = `hatch-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const partTitle = texts.partTitle ?? defaultPartTitle;
  const { x, y, width, height } = drawing.viewBox;

  return (
    <chakra.figure css={styles.root} data-sheet={drawing.sheetIndex}>
      <chakra.div css={styles.header}>
        <chakra.figcaption css={styles.caption}>{title}</chakra.figcaption>
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
      </chakra.div>
      <chakra.div
        ref={scroller}
        css={styles.scroller}
        role="group"
        aria-label={texts.scroller}
        tabIndex={0}
      >
        <chakra.svg
          css={styles.svg}
          xmlns="http://www.w3.org/2000/svg"
          viewBox={`${x} ${y} ${width} ${height}`}
          preserveAspectRatio="xMidYMid meet"
          style={{ width: `${zoom.zoom * 100}%`, aspectRatio: `${width} / ${height}` }}
          role="img"
          aria-label={label}
          data-zoom={zoom.zoom}
        >
          <title>{label}</title>
          <defs>
            <pattern
              id={hatchId}
              width={HATCH.spacingMm}
              height={HATCH.spacingMm}
              patternUnits="userSpaceOnUse"
              patternTransform={`rotate(${HATCH.angleDeg})`}
            >
              <line
                data-hatch=""
                x1="0"
                y1="0"
                x2="0"
                y2={HATCH.spacingMm}
                strokeWidth={STROKE_PX.hatch}
                vectorEffect="non-scaling-stroke"
              />
            </pattern>
          </defs>
          {drawing.shapes.map((shape, i) => (
            <Shape key={i} shape={shape} hatchId={hatchId} partTitle={partTitle} />
          ))}
          <g>
            {drawing.texts.map((text, i) => (
              <Text key={i} text={text} />
            ))}
          </g>
        </chakra.svg>
      </chakra.div>
    </chakra.figure>
  );
}
