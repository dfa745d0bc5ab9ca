import type { NestingPiece, NestingSheet } from '@cutshop/domain/production';
import { KITCHEN_FIXTURE, STRESS_CASE, stressPieces } from '@cutshop/domain/testing';

/** One benchmark case: one material's pieces and its sheet. */
export interface NestingCase {
  name: string;
  /** Cases of one group (the kitchen's materials) are also reported together. */
  group: 'kitchen' | 'stress';
  pieces: NestingPiece[];
  sheet: NestingSheet;
}

/** The kitchen fixture per material, then the seeded 300-piece stress case. */
export function nestingCases(): NestingCase[] {
  return [
    ...KITCHEN_FIXTURE.map(({ material, pieces }) => ({
      name: `kitchen, ${material.name} ${material.sheetLengthMm}x${material.sheetWidthMm}${material.grain ? ' (grain)' : ''}`,
      group: 'kitchen' as const,
      pieces,
      sheet: { lengthMm: material.sheetLengthMm, widthMm: material.sheetWidthMm },
    })),
    {
      name: `${STRESS_CASE.pieces} pieces, seed ${STRESS_CASE.seed}, mixed grain`,
      group: 'stress',
      pieces: stressPieces(),
      sheet: STRESS_CASE.sheet,
    },
  ];
}
