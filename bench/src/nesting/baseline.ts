import { packer } from 'guillotine-packer';
import type { NestingPiece, NestingSheet } from '@cutshop/domain/production';

/*
 * The baseline: the `guillotine-packer` npm package (MIT), which runs its own portfolio of
 * guillotine heuristics and keeps the fewest bins. It knows no trim and no per-piece grain, so
 * it gets the trimmed sheet, grain-W pieces already turned, and rotation only when no piece has
 * grain. It reports no cuts.
 */

export interface BaselinePlan {
  sheets: number;
  placed: number;
  rotationAllowed: boolean;
}

/** Plans the pieces with guillotine-packer on the trimmed sheet. */
export function baselinePlan(
  pieces: readonly NestingPiece[],
  sheet: NestingSheet,
  kerfMm: number,
  trimMm: number,
): BaselinePlan {
  const items = pieces.flatMap((piece) =>
    Array.from({ length: piece.quantity }, () =>
      piece.grain === 'W'
        ? { width: piece.widthMm, height: piece.lengthMm }
        : { width: piece.lengthMm, height: piece.widthMm },
    ),
  );
  const rotationAllowed = pieces.every((piece) => piece.grain === 'N');
  const bins = packer(
    { binWidth: sheet.lengthMm - 2 * trimMm, binHeight: sheet.widthMm - 2 * trimMm, items },
    { kerfSize: kerfMm, allowRotation: rotationAllowed },
  );
  return {
    sheets: bins?.length ?? 0,
    placed: bins?.reduce((sum, bin) => sum + bin.length, 0) ?? 0,
    rotationAllowed,
  };
}
