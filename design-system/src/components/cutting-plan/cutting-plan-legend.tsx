import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { cuttingPlanLegendRecipe } from './cutting-plan-legend.recipe';

/** The legend's words, translated by the app. */
export interface CuttingPlanLegendTexts {
  /** The legend's name, e.g. 'Legend'. */
  title: string;
  /** A piece: 'Piece: number (item.part), cut sizes along its edges'. */
  part: string;
  grain: string;
  band: string;
  offcut: string;
  waste: string;
  trim: string;
  /** The cut circles: 'Cut 1, 1st stage (across the sheet)', ... */
  stage1: string;
  stage2: string;
  stage3: string;
}

export interface CuttingPlanLegendProps {
  texts: CuttingPlanLegendTexts;
  /** Shown only on paper (on each sheet's page), not on screen. */
  printOnly?: boolean;
}

/** Swatch size (px) and the numbers in the swatch of a piece. */
const SWATCH = { width: 28, height: 18 } as const;

function Swatch({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${SWATCH.width} ${SWATCH.height}`}
      width={SWATCH.width}
      height={SWATCH.height}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const box = { x: 1, y: 1, width: SWATCH.width - 2, height: SWATCH.height - 2 };

function Circle({ stage }: { stage: 1 | 2 | 3 }) {
  return (
    <>
      <circle
        data-kind="cutMark"
        data-stage={stage}
        cx={SWATCH.width / 2}
        cy={SWATCH.height / 2}
        r={7.5}
        strokeWidth={1.5}
        strokeDasharray={stage === 3 ? '3.5 2' : undefined}
      />
      <text
        data-kind="cutNumber"
        data-stage={stage}
        x={SWATCH.width / 2}
        y={SWATCH.height / 2}
        fontSize={9}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {stage}
      </text>
    </>
  );
}

/**
 * What the marks of a cutting plan mean (docs/production/plans-and-labels.md, "Drawings"): a
 * piece with its number and sizes, the grain arrow, a banded edge, a reusable offcut, waste
 * (hatched), the trim, and the three styles of cut circles by stage. A list, each mark drawn as
 * on the sheet and named in words.
 */
export function CuttingPlanLegend({ texts, printOnly = false }: CuttingPlanLegendProps) {
  const recipe = useSlotRecipe({ key: 'cuttingPlanLegend', recipe: cuttingPlanLegendRecipe });
  const styles = recipe({ printOnly });
  const hatch = 'M-2 8 L8 -2 M4 20 L22 2 M14 24 L30 8';
  const items: { key: string; swatch: ReactNode; text: string }[] = [
    {
      key: 'part',
      swatch: (
        <>
          <rect data-kind="part" {...box} strokeWidth={1} />
          <text
            data-kind="partNumber"
            x={SWATCH.width / 2}
            y={SWATCH.height / 2 + 1}
            fontSize={9}
            textAnchor="middle"
            dominantBaseline="central"
          >
            2.5
          </text>
        </>
      ),
      text: texts.part,
    },
    {
      key: 'grain',
      swatch: <path data-kind="grain" d="M4 9 L24 9 M19 5 L24 9 M19 13 L24 9" strokeWidth={1.5} />,
      text: texts.grain,
    },
    {
      key: 'band',
      swatch: (
        <>
          <rect data-kind="part" {...box} strokeWidth={1} />
          <line data-kind="band" x1={3} y1={14} x2={25} y2={14} strokeWidth={3} />
        </>
      ),
      text: texts.band,
    },
    {
      key: 'offcut',
      swatch: <rect data-kind="offcut" data-reusable="true" {...box} strokeWidth={0.8} />,
      text: texts.offcut,
    },
    {
      key: 'waste',
      swatch: (
        <>
          <rect data-kind="offcut" {...box} fill="none" strokeWidth={0.8} />
          <path data-hatch="" d={hatch} strokeWidth={0.8} />
        </>
      ),
      text: texts.waste,
    },
    { key: 'trim', swatch: <rect data-kind="trim" {...box} />, text: texts.trim },
    { key: 'stage1', swatch: <Circle stage={1} />, text: texts.stage1 },
    { key: 'stage2', swatch: <Circle stage={2} />, text: texts.stage2 },
    { key: 'stage3', swatch: <Circle stage={3} />, text: texts.stage3 },
  ];
  return (
    <chakra.ul
      css={styles.root}
      aria-label={texts.title}
      // The copy on each printed page repeats the one on screen: screen readers read that one.
      aria-hidden={printOnly ? true : undefined}
      data-legend=""
    >
      {items.map((item) => (
        <chakra.li key={item.key} css={styles.item} data-mark={item.key}>
          <Swatch>{item.swatch}</Swatch>
          <span>{item.text}</span>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
