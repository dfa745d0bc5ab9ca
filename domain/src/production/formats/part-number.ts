import type { CutList } from '../types';

/*
 * The short number of a part (docs/production/plans-and-labels.md, "Part numbers"): its item's
 * index and its place among the item's parts, `2.5`, the number a saw operator reads on the
 * cutting plan and finds in the cut list and on the labels.
 */

/** `2.5`: part 5 of item 2 (both 1-based). */
export function partNumber(cabinetIndex: number, partIndex: number): string {
  return `${cabinetIndex}.${partIndex}`;
}

/** Looks up a part's short number by its item's index and the part's code. */
export type PartNumbers = (cabinetIndex: number, partCode: string) => string | undefined;

/**
 * The short numbers of every part line of a cut list: within each item, its parts numbered from
 * 1 in cut-list order (the cut list's materials in turn, the item's parts as the explosion lists
 * them). The cut list, the cutting plan and the labels all read a cut list, so they agree.
 */
export function partNumbers(cutList: Pick<CutList, 'materials'>): PartNumbers {
  const numbers = new Map<number, Map<string, string>>();
  for (const material of cutList.materials) {
    for (const cabinet of material.cabinets) {
      let parts = numbers.get(cabinet.index);
      if (parts === undefined) {
        parts = new Map();
        numbers.set(cabinet.index, parts);
      }
      for (const part of cabinet.parts) {
        if (!parts.has(part.code)) {
          parts.set(part.code, partNumber(cabinet.index, parts.size + 1));
        }
      }
    }
  }
  return (cabinetIndex, partCode) => numbers.get(cabinetIndex)?.get(partCode);
}
