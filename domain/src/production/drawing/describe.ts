import type { Unit } from '../../units';
import type { ItemBuild } from '../types';
import { frontLegCount } from './box';
import { isSheetKind } from './front-view';
import { lengthLabel, lengthValue } from './labels';
import { pieceGrain } from './sheet';
import type { DrawingFacts } from './types';

/**
 * What a drawing shows, as facts for its text alternative (the web words them in English or
 * Spanish): the kind, the sizes as the dimension lines label them, the doors left to right and
 * top to bottom with their hinge sides, drawers, shelves, legs, rails, niche and grain.
 */
export function describeDrawing(
  build: ItemBuild,
  unit: Unit,
  decimalSeparator = '.',
): DrawingFacts {
  const doors = build.fronts
    .filter((front) => front.role === 'door')
    .sort((a, b) => b.yMm - a.yMm || a.xMm - b.xMm)
    .map(({ hingeSide, liftUp, included }) => ({ hingeSide, liftUp, included }));
  const sheet = isSheetKind(build.construction.kind);
  return {
    kind: build.construction.kind,
    unit,
    width: lengthLabel(build.widthMm, unit, decimalSeparator),
    height: lengthLabel(build.heightMm, unit, decimalSeparator),
    depth: build.depthMm > 0 ? lengthLabel(build.depthMm, unit, decimalSeparator) : null,
    values: {
      width: lengthValue(build.widthMm, unit, decimalSeparator),
      height: lengthValue(build.heightMm, unit, decimalSeparator),
      depth: build.depthMm > 0 ? lengthValue(build.depthMm, unit, decimalSeparator) : null,
    },
    doors,
    drawerFronts: build.fronts.filter((front) => front.role === 'drawer_front').length,
    internalDrawers: build.drawers.internal,
    shelves: sheet
      ? { adjustable: 0, fixed: 0 }
      : { adjustable: build.shelves.adjustable, fixed: build.shelves.fixed },
    legs: build.onLegs && !sheet ? frontLegCount(build.widthMm) : 0,
    onLegs: build.onLegs && !sheet,
    rails: sheet ? { topJ: false, mid: 0 } : { topJ: build.gola.topJ, mid: build.gola.midRails },
    niche: !sheet && build.construction.nicheMm > 0,
    grain: sheet ? pieceGrain(build) : null,
  };
}
