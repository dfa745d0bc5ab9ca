import { Card } from '@chakra-ui/react';
import { HardwareList, type HardwareListRow } from '@cutshop/design-system';
import { convert, type Unit } from '@cutshop/domain';
import {
  ACCESSORY_TYPES,
  ACCESSORY_UNITS,
  formatHardwareQuantity,
  type HardwareSummary,
} from '@cutshop/domain/production';
import { useTranslation } from 'react-i18next';
import { SHARED } from '../../../lib/i18n';

interface HardwareSectionProps {
  /** Null while the catalogue is on its way. */
  hardware: HardwareSummary | null;
  /** The summary's display unit: lengths are shown in it. */
  display: Unit;
}

/**
 * "Hardware your order will need": every accessory the shop's hardware summary counts for the
 * draft (hardwareForOrder, the same function the shop uses), with its total, clearly marked as
 * not included in the order (docs/product.md §9). Lengths in the display unit.
 */
export function HardwareSection({ hardware, display }: HardwareSectionProps) {
  const { t } = useTranslation('wizard');
  if (!hardware) return null;

  const rows: HardwareListRow[] = ACCESSORY_TYPES.flatMap((type) => {
    const { total } = hardware.accessories[type];
    if (total <= 0) return [];
    const unit = ACCESSORY_UNITS[type];
    const value =
      unit === 'length'
        ? formatHardwareQuantity(convert(total, hardware.unit, display))
        : formatHardwareQuantity(total);
    const unitText =
      unit === 'length' ? t(`units.short.${display}`, SHARED) : t(`hardware.units.${unit}`);
    return [
      {
        id: type,
        name: t(`hardware.accessories.${type}`),
        quantity: t('hardware.quantity', { value, unit: unitText }),
      },
    ];
  });
  const warnings = hardware.warnings.map((warning) =>
    t('hardware.liftUpOutOfRange', { index: warning.index }),
  );

  return (
    <Card.Root variant="outline">
      <Card.Body>
        <HardwareList
          title={t('hardware.title')}
          note={t('hardware.note')}
          rows={rows}
          warnings={[...new Set(warnings)]}
          emptyText={t('hardware.empty')}
        />
      </Card.Body>
    </Card.Root>
  );
}
