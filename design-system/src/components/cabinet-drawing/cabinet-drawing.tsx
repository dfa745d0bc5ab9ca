import { chakra, useRecipe } from '@chakra-ui/react';
import {
  DRAWING_STYLES,
  type DimensionLine,
  type Drawing,
  type DrawingShape,
  type ShapeStyle,
} from '@cutshop/domain/production';
import { cabinetDrawingRecipe } from './cabinet-drawing.recipe';

/** Line widths in screen pixels, kept at any size (non-scaling strokes). */
const STROKE_PX: Record<ShapeStyle['weight'], number> = { heavy: 1.75, normal: 1.25, light: 0.75 };
const DIMENSION_STROKE_PX = 0.75;

export interface CabinetDrawingProps {
  /** The front view, as the domain's `frontView` describes it. */
  drawing: Drawing;
  /**
   * The text alternative, e.g. 'Base cabinet 600 x 720 mm, two doors hinged left and right'.
   * Omitted, the drawing is hidden from assistive technology: give the text elsewhere (a tile's
   * description).
   */
  label?: string;
}

function pathData(points: readonly (readonly [number, number])[], closed: boolean): string {
  const segments = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`);
  return segments.join(' ') + (closed ? ' Z' : '');
}

function Shape({ shape, dash }: { shape: DrawingShape; dash: number }) {
  const style = DRAWING_STYLES[shape.kind];
  const dashed = style.dashed || shape.excluded === true;
  const common = {
    'data-kind': shape.kind,
    'data-fill': shape.geometry.type === 'line' ? 'none' : style.fill,
    stroke: 'currentColor',
    strokeWidth: STROKE_PX[style.weight],
    vectorEffect: 'non-scaling-stroke',
    strokeDasharray: dashed ? `${dash} ${dash}` : undefined,
  } as const;
  const { geometry } = shape;
  switch (geometry.type) {
    case 'rect':
      return (
        <rect
          x={geometry.x}
          y={geometry.y}
          width={geometry.width}
          height={geometry.height}
          {...common}
        />
      );
    case 'line':
      return (
        <line x1={geometry.x1} y1={geometry.y1} x2={geometry.x2} y2={geometry.y2} {...common} />
      );
    case 'path':
      return <path d={pathData(geometry.points, geometry.closed)} {...common} />;
  }
}

function Dimension({ dimension }: { dimension: DimensionLine }) {
  return (
    <g data-kind="dimension">
      {dimension.segments.map(([x1, y1, x2, y2], i) => (
        <line
          key={i}
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
          stroke="currentColor"
          strokeWidth={DIMENSION_STROKE_PX}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <text
        x={dimension.labelX}
        y={dimension.labelY}
        textAnchor={dimension.axis === 'horizontal' ? 'middle' : 'start'}
      >
        {dimension.label}
      </text>
    </g>
  );
}

/**
 * A front view of a cabinet, panel or front as inline SVG (docs/production/drawings.md): an
 * image with its text alternative, drawn in the theme's colours and black when printed, scaled
 * to fill its box with true proportions.
 */
export function CabinetDrawing({ drawing, label }: CabinetDrawingProps) {
  const recipe = useRecipe({ key: 'cabinetDrawing', recipe: cabinetDrawingRecipe });
  const { x, y, width, height } = drawing.viewBox;
  return (
    <chakra.svg
      css={recipe()}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`${x} ${y} ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      data-drawing-kind={drawing.kind}
    >
      {label !== undefined && <title>{label}</title>}
      {drawing.shapes.map((shape, i) => (
        <Shape key={i} shape={shape} dash={drawing.dashMm} />
      ))}
      {/* A style: the CSS reset's `font: inherit` outranks the font-size attribute. */}
      <g style={{ fontSize: drawing.textSizeMm }}>
        {drawing.dimensions.map((dimension) => (
          <Dimension key={dimension.axis} dimension={dimension} />
        ))}
        {drawing.texts.map((text) => (
          <text key={text.kind} x={text.x} y={text.y} textAnchor="middle">
            {text.text}
          </text>
        ))}
      </g>
    </chakra.svg>
  );
}
