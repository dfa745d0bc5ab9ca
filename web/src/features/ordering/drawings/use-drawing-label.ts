import type { DrawingFacts } from '@cutshop/domain/production';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARED } from '../../../lib/i18n';
import { decimalSeparatorOf } from '../../../lib/items/decimal-separator';
import type { DrawingLabelOptions } from './item-drawing';

/**
 * Words a drawing's facts as its text alternative in the current language, e.g. "Base cabinet
 * 600 x 720 mm, 2 doors hinged left and right, 1 adjustable shelf, on legs".
 */
export function useDrawingLabel(): (facts: DrawingFacts) => string {
  const { t } = useTranslation('wizard');

  return useCallback(
    (facts: DrawingFacts) => {
      const list = (words: string[]): string => {
        if (words.length <= 1) return words.join('');
        return t('drawing.and', {
          first: words.slice(0, -1).join(', '),
          last: words[words.length - 1],
        });
      };
      const loosePiece =
        facts.kind === 'doorOnly' && facts.doors.length === 0 && facts.drawerFronts > 0;
      const kind = t(`drawing.kinds.${loosePiece ? 'drawerFrontOnly' : facts.kind}`);
      const parts = [
        `${kind} ${t('drawing.size', {
          width: facts.values.width,
          height: facts.values.height,
          unit: t(`units.short.${facts.unit}`, SHARED),
        })}`,
      ];

      const doors = facts.doors.length;
      if (doors > 0) {
        const liftUp = facts.doors.every((door) => door.liftUp);
        const sides = [
          ...new Set(facts.doors.flatMap((door) => (door.hingeSide ? [door.hingeSide] : []))),
        ];
        let text = liftUp
          ? t('drawing.liftUpDoors', { count: doors })
          : t('drawing.doors', { count: doors });
        if (sides.length > 0 && !liftUp) {
          text += ` ${t('drawing.hinged', { sides: list(sides.map((side) => t(`drawing.sides.${side}`))) })}`;
        }
        const left = facts.doors.filter((door) => !door.included).length;
        if (left > 0) text += ` (${t('drawing.notIncluded', { count: left })})`;
        parts.push(text);
      }
      if (facts.drawerFronts > 0 && !loosePiece) {
        parts.push(t('drawing.drawers', { count: facts.drawerFronts }));
      }
      if (facts.internalDrawers > 0) {
        parts.push(t('drawing.internalDrawers', { count: facts.internalDrawers }));
      }
      if (facts.shelves.adjustable > 0) {
        parts.push(t('drawing.adjustableShelves', { count: facts.shelves.adjustable }));
      }
      if (facts.shelves.fixed > 0) {
        parts.push(t('drawing.fixedShelves', { count: facts.shelves.fixed }));
      }
      if (facts.niche) parts.push(t('drawing.niche'));
      if (facts.rails.topJ) parts.push(t('drawing.railTop'));
      if (facts.rails.mid > 0) parts.push(t('drawing.railsMid', { count: facts.rails.mid }));
      if (facts.onLegs) parts.push(t('drawing.onLegs'));
      if (facts.grain) parts.push(t(`drawing.grain.${facts.grain}`));
      return parts.join(', ');
    },
    [t],
  );
}

/** The labels' depth letter and decimal separator in the page's language ('P', ',' in Spanish). */
export function useDrawingOptions(): DrawingLabelOptions {
  const { t, i18n } = useTranslation('wizard');
  const depthPrefix = t('drawing.depthShort');
  return useMemo(
    () => ({ depthPrefix, decimalSeparator: decimalSeparatorOf(i18n.language) }),
    [depthPrefix, i18n.language],
  );
}
