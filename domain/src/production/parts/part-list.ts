import { round2 } from '../../units';
import type { EdgeBanding, MaterialKey, Part, PartRole } from '../types';
import { roleLabel } from './labels';
import { formatMm, roundMm } from './numbers';
import { bandedEdgeTakesMm } from './edge-kinds';
import type { PartsSettings } from './parts-settings';

/** One part of one cabinet before rounding, merging and numbering. Millimetres, unrounded. */
export interface PartSpec {
  role: PartRole;
  name: string;
  material: MaterialKey;
  thicknessMm: number;
  lengthMm: number;
  widthMm: number;
  /** How many one cabinet takes. */
  count: number;
  /** Whether the material has a grain (the part then keeps its orientation: grain 'L'). */
  grain: boolean;
  edges: EdgeBanding;
}

/** Banding on no edge, on the front long edge, and on all four. */
export const NO_EDGES: EdgeBanding = { L1: false, L2: false, W1: false, W2: false };
export const FRONT_EDGE: EdgeBanding = { L1: true, L2: false, W1: false, W2: false };
export const ALL_EDGES: EdgeBanding = { L1: true, L2: true, W1: true, W2: true };

/** A board as a part takes it: its key, thickness and grain. */
export interface PartMaterial {
  key: MaterialKey;
  thicknessMm: number;
  grain: boolean;
}

/**
 * The parts of one cabinet cut from `material`: `piece(role, name, length, width, count, edges)`
 * takes the material's key, thickness and grain, banded on the front long edge unless told.
 */
export function piecesOf(material: PartMaterial) {
  return (
    role: PartRole,
    name: string,
    lengthMm: number,
    widthMm: number,
    count: number,
    edges: EdgeBanding = FRONT_EDGE,
  ): PartSpec => ({
    role,
    name,
    material: material.key,
    thicknessMm: material.thicknessMm,
    lengthMm,
    widthMm,
    count,
    grain: material.grain,
    edges,
  });
}

/** What the banded ones of `edges` take off a size: (band - allowance) each. */
function bandsOn(takesMm: number, ...edges: boolean[]): number {
  return edges.filter(Boolean).length * takesMm;
}

function mergeKey(part: Omit<Part, 'code' | 'perCabinet' | 'quantity' | 'name'>): string {
  const { L1, L2, W1, W2 } = part.edges;
  return [
    part.role,
    part.material,
    part.thicknessMm,
    part.finished.lengthMm,
    part.finished.widthMm,
    part.grain,
    L1,
    L2,
    W1,
    W2,
  ].join('|');
}

/**
 * The parts of one item from its specs: sizes rounded to 0.1 mm, the cut size (finished minus
 * the band plus the pre-milling allowance on each banded edge, both of the part's edge kind in
 * `settings`: L1/L2 off the width, W1/W2 off the length), identical parts
 * merged into one row (perCabinet summed), codes `<role><n>` numbered per role in spec order,
 * quantity = perCabinet x the item's quantity. A part without room (a size or cut size of zero
 * or less) is left out and named in `notes`.
 */
export function partsFromSpecs(
  specs: readonly PartSpec[],
  itemQuantity: number,
  settings: PartsSettings,
): { parts: Part[]; notes: string[] } {
  const parts: Part[] = [];
  const notes: string[] = [];
  const byKey = new Map<string, Part>();
  const perRole = new Map<PartRole, number>();

  for (const spec of specs) {
    if (spec.count <= 0) continue;
    const finished = { lengthMm: roundMm(spec.lengthMm), widthMm: roundMm(spec.widthMm) };
    const takes = bandedEdgeTakesMm(settings, spec.role);
    const cut = {
      lengthMm: roundMm(finished.lengthMm - bandsOn(takes, spec.edges.W1, spec.edges.W2)),
      widthMm: roundMm(finished.widthMm - bandsOn(takes, spec.edges.L1, spec.edges.L2)),
    };
    if (!(cut.lengthMm > 0 && cut.widthMm > 0)) {
      notes.push(
        `${spec.name} left out: no room (${formatMm(spec.lengthMm)} x ${formatMm(spec.widthMm)} mm).`,
      );
      continue;
    }
    const row = {
      role: spec.role,
      material: spec.material,
      thicknessMm: round2(spec.thicknessMm),
      finished,
      cut,
      grain: spec.grain ? ('L' as const) : ('N' as const),
      edges: { ...spec.edges },
    };
    const key = mergeKey(row);
    const same = byKey.get(key);
    if (same) {
      same.perCabinet += spec.count;
      same.quantity = same.perCabinet * itemQuantity;
      if (same.name !== spec.name) same.name = roleLabel(spec.role);
      continue;
    }
    const n = (perRole.get(spec.role) ?? 0) + 1;
    perRole.set(spec.role, n);
    const part: Part = {
      code: `${spec.role}${n}`,
      role: row.role,
      name: spec.name,
      material: row.material,
      thicknessMm: row.thicknessMm,
      finished,
      cut,
      perCabinet: spec.count,
      quantity: spec.count * itemQuantity,
      grain: row.grain,
      edges: row.edges,
    };
    byKey.set(key, part);
    parts.push(part);
  }
  return { parts, notes };
}
