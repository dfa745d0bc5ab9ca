import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { PlanDrawing, PlanRect, PlanShape, PlanText } from '@cutshop/domain/production';
import { useId, type Ref, type SVGProps } from 'react';

/** Line widths in screen pixels, kept at any zoom (non-scaling strokes). */
const STROKE_PX = {
  sheet: 1.5,
  part: 1,
  offcut: 0.6,
  cut: 1,
  grain: 1,
  hatch: 0.5,
  band: 3,
  mark: 1.5,
} as const;

/** The hatching of an offcut that is not worth keeping: lines this far apart (mm), at 45°. */
const HATCH = { spacingMm: 40, angleDeg: 45 } as const;

/** A third-stage (or later) cut's circle is dashed: dash and gap as shares of its radius. */
const DASH = { dash: 0.5, gap: 0.3 } as const;

export type PartShape = Extract<PlanShape, { kind: 'part' }>;

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
          data-part-number={shape.partNumber}
          data-copy={shape.copy}
          strokeWidth={STROKE_PX.part}
          vectorEffect="non-scaling-stroke"
        >
          <title>{partTitle(shape)}</title>
        </Rect>
      );
    case 'band': {
      const [x1, y1, x2, y2] = shape.segment;
      return (
        <line
          data-kind="band"
          data-part-id={shape.partId}
          data-edge={shape.edge}
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
          strokeWidth={STROKE_PX.band}
          vectorEffect="non-scaling-stroke"
        />
      );
    }
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
          data-stage={shape.stage}
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
          strokeWidth={STROKE_PX.cut}
          vectorEffect="non-scaling-stroke"
        />
      );
    }
    case 'cutMark':
      return (
        <circle
          data-kind="cutMark"
          data-n={shape.n}
          data-stage={Math.min(shape.stage, 3)}
          cx={shape.cx}
          cy={shape.cy}
          r={shape.r}
          strokeWidth={STROKE_PX.mark}
          vectorEffect="non-scaling-stroke"
          strokeDasharray={
            shape.stage >= 3 ? `${shape.r * DASH.dash} ${shape.r * DASH.gap}` : undefined
          }
        />
      );
  }
}

function Text({ text }: { text: PlanText }) {
  return (
    <text
      data-kind={text.kind}
      data-stage={text.stage === undefined ? undefined : Math.min(text.stage, 3)}
      data-callout={text.callout ? '' : undefined}
      x={text.x}
      y={text.y}
      // A style, not the font-size attribute: the CSS reset's `font: inherit` outranks an SVG
      // presentation attribute, and the text would take the page's 16 px in sheet millimetres.
      style={{ fontSize: text.sizeMm }}
      textAnchor="middle"
      dominantBaseline="central"
      transform={text.rotate === 0 ? undefined : `rotate(${text.rotate} ${text.x} ${text.y})`}
    >
      {text.text}
    </text>
  );
}

export interface SheetSvgProps extends Omit<HTMLChakraProps<'svg'>, 'viewBox'> {
  ref?: Ref<SVGSVGElement>;
  drawing: PlanDrawing;
  partTitle: (part: PartShape) => string;
}

/**
 * A sheet's drawing as inline SVG, scaled by its viewBox to the width it is given: the shapes
 * back to front, then the texts; `children` (a `<title>`) come first. Colours come from the cutting plan's recipe, by `data-kind`.
 */
export function SheetSvg({ drawing, partTitle, children, ...rest }: SheetSvgProps) {
  // An id usable in url(#...): React's ids carry characters a URL fragment would need escaped.
  const hatchId = `hatch-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { x, y, width, height } = drawing.viewBox;
  return (
    <chakra.svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${x} ${y} ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      {...rest}
    >
      {children}
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
  );
}
