/*
 * The cut list (docs/production/outputs.md): an exploded order's parts grouped by material, then
 * by cabinet, with the pieces, area and edge band each material takes.
 */
import { roundTo } from './formats/numbers';
import {
  DEFAULT_PARTS_SETTINGS,
  EDGE_KINDS,
  edgeBandsOf,
  edgeKindOf,
  preMillsOf,
} from './parts/parts-settings';
import type {
  CutList,
  CutListCabinet,
  CutListMaterial,
  CutListTotals,
  EdgeName,
  ExplodedOrder,
  Part,
  PartRole,
} from './types';
import { EDGE_NAMES, MATERIAL_KEYS } from './types';

/** The shape of the cut-list rules; see CUT_LIST_RULES for each number's meaning. */
interface CutListRules {
  edgeBandOverlengthMm: number;
  areaDecimals: number;
  edgeBandDecimals: number;
}

/** The shop-editable numbers of the cut list (docs/production/outputs.md, "Totals"). */
export const CUT_LIST_RULES: Readonly<CutListRules> = {
  /**
   * Extra band length per banded edge, for trimming both ends after the edge bander. Our default
   * (docs/production/outputs.md): 25 mm at each end of the edge.
   */
  edgeBandOverlengthMm: 50,
  /** Decimals of the area totals (square metres). */
  areaDecimals: 3,
  /** Decimals of the edge-band totals (metres). */
  edgeBandDecimals: 2,
};

/** Square millimetres in a square metre. */
const MM2_PER_M2 = 1_000_000;
/** Millimetres in a metre. */
const MM_PER_M = 1_000;

/** Which finished dimension each edge runs along: L1/L2 the length, W1/W2 the width. */
const EDGE_RUNS_ALONG: Record<EdgeName, 'lengthMm' | 'widthMm'> = {
  L1: 'lengthMm',
  L2: 'lengthMm',
  W1: 'widthMm',
  W2: 'widthMm',
};

/** Unrounded sums, so a total is rounded once (a sum of rounded parts could drift). */
interface RawTotals {
  parts: number;
  areaMm2: number;
  edgeBandMm: number;
}

const NO_TOTALS: RawTotals = { parts: 0, areaMm2: 0, edgeBandMm: 0 };

/** One part line's pieces, finished area and band length (overlength included). */
function partTotals(part: Part, overlengthMm: number): RawTotals {
  const bandPerPiece = EDGE_NAMES.filter((edge) => part.edges[edge]).reduce(
    (sum, edge) => sum + part.finished[EDGE_RUNS_ALONG[edge]] + overlengthMm,
    0,
  );
  return {
    parts: part.quantity,
    areaMm2: part.finished.lengthMm * part.finished.widthMm * part.quantity,
    edgeBandMm: bandPerPiece * part.quantity,
  };
}

function addTotals(a: RawTotals, b: RawTotals): RawTotals {
  return {
    parts: a.parts + b.parts,
    areaMm2: a.areaMm2 + b.areaMm2,
    edgeBandMm: a.edgeBandMm + b.edgeBandMm,
  };
}

function finishTotals(raw: RawTotals, rules: Readonly<CutListRules>): CutListTotals {
  return {
    parts: raw.parts,
    areaM2: roundTo(raw.areaMm2 / MM2_PER_M2, rules.areaDecimals),
    edgeBandM: roundTo(raw.edgeBandMm / MM_PER_M, rules.edgeBandDecimals),
  };
}

/**
 * The cut list of an exploded order: materials in MATERIAL_KEYS order (only those with parts),
 * within each the cabinets in item order, each with its parts of that material. Totals per
 * material and overall: pieces, finished area in m² (3 decimals) and edge band in m (2
 * decimals, `edgeBandOverlengthMm` added per banded edge). The order's problems are copied.
 */
export function buildCutList(
  exploded: ExplodedOrder,
  rules: Readonly<CutListRules> = CUT_LIST_RULES,
): CutList {
  let overall = NO_TOTALS;
  const materials: CutListMaterial[] = [];
  for (const key of MATERIAL_KEYS) {
    const material = exploded.materials.find((candidate) => candidate.key === key);
    if (!material) continue;
    let raw = NO_TOTALS;
    const cabinets: CutListCabinet[] = [];
    for (const build of exploded.items) {
      const parts = build.parts.filter((part) => part.material === key);
      if (parts.length === 0) continue;
      cabinets.push({
        index: build.index,
        typeName: build.typeName,
        modelName: build.modelName,
        description: build.description,
        quantity: build.quantity,
        parts,
      });
      for (const part of parts) raw = addTotals(raw, partTotals(part, rules.edgeBandOverlengthMm));
    }
    if (cabinets.length === 0) continue;
    materials.push({ material, cabinets, totals: finishTotals(raw, rules) });
    overall = addTotals(overall, raw);
  }
  // One thickness when every edge kind has the same band (the defaults), else each kind's; the
  // allowances only when one is set.
  const settings = exploded.partsSettings ?? DEFAULT_PARTS_SETTINGS;
  const bands = edgeBandsOf(settings);
  const oneBand = EDGE_KINDS.every((kind) => bands[kind] === bands.fronts);
  const preMill = preMillsOf(settings);
  const milled = EDGE_KINDS.some((kind) => preMill[kind] !== 0);
  return {
    unit: exploded.unit,
    edgeBand: {
      thicknessMm: bands.fronts,
      overlengthMm: rules.edgeBandOverlengthMm,
      ...(oneBand ? {} : { byKind: bands }),
      ...(milled ? { preMillMm: preMill } : {}),
    },
    materials,
    totals: finishTotals(overall, rules),
    problems: exploded.problems.map((problem) => ({ ...problem })),
  };
}

/** The edge band thickness on a part of `role`: its edge kind's, else the cut list's one band. */
export function partBandMm(cutList: CutList, role: PartRole): number {
  return cutList.edgeBand.byKind?.[edgeKindOf(role)] ?? cutList.edgeBand.thicknessMm;
}
