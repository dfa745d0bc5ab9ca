import { chakra } from '@chakra-ui/react';
import { CabinetDrawing } from '@cutshop/design-system';
import type { Unit } from '@cutshop/domain';
import { describeDrawing, frontView, type ItemBuild } from '@cutshop/domain/production';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalSeparatorOf } from '../../../lib/items/decimal-separator';

/** The drawing's box: wide enough to read its dimension lines, small beside the item's texts. */
const DRAWING_BOX = { width: '9rem', height: '9rem' } as const;

/**
 * The front view of one item line (docs/production/drawings.md), in the order's unit, with a
 * text alternative in the page's language: the type, the size, and what the front shows.
 */
export function ItemDrawing({ build, unit }: { build: ItemBuild; unit: Unit }) {
  const { t, i18n } = useTranslation('admin');
  const depthPrefix = t('production.drawing.depthShort');
  const decimalSeparator = decimalSeparatorOf(i18n.language);
  const drawing = useMemo(
    () => frontView(build, unit, { depthPrefix, decimalSeparator }),
    [build, unit, depthPrefix, decimalSeparator],
  );
  const label = useMemo(() => {
    const facts = describeDrawing(build, unit, decimalSeparator);
    const parts = [
      t('production.drawing.alt', {
        index: build.index,
        type: build.typeName,
        width: facts.width,
        height: facts.height,
      }),
    ];
    if (facts.doors.length > 0) {
      parts.push(t('production.drawing.doors', { count: facts.doors.length }));
    }
    const drawers = facts.drawerFronts + facts.internalDrawers;
    if (drawers > 0) parts.push(t('production.drawing.drawers', { count: drawers }));
    const shelves = facts.shelves.adjustable + facts.shelves.fixed;
    if (shelves > 0) parts.push(t('production.drawing.shelves', { count: shelves }));
    if (facts.onLegs) parts.push(t('production.drawing.onLegs'));
    return parts.join(', ');
  }, [build, unit, t, decimalSeparator]);
  return (
    <chakra.div
      {...DRAWING_BOX}
      maxWidth="full"
      mt="2"
      data-item-drawing={build.index}
      css={{ '@media print': { width: '20mm', height: '20mm' } }}
    >
      <CabinetDrawing drawing={drawing} label={label} />
    </chakra.div>
  );
}
