import { Button, Group, HStack, Text } from '@chakra-ui/react';
import { PRINT_HIDDEN } from '@cutshop/design-system';
import { UNITS, type Unit } from '@cutshop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DisplayUnitToggleProps {
  value: Unit;
  onChange: (unit: Unit) => void;
  /** What the toggle chooses, e.g. 'Show sizes in' (names its group). */
  label: string;
  /** Each unit's full name, the accessible name of its button (the wizard and admin word them apart). */
  unitNames: Record<Unit, string>;
  /** Left out of the printed page (the admin's work order). */
  hideWhenPrinted?: boolean;
}

/**
 * mm / in: the unit every size on the page is shown in, for the wizard's summary and the admin's
 * order detail alike (docs/product.md §4). The buttons show the short unit names (shared texts).
 */
export function DisplayUnitToggle({
  value,
  onChange,
  label,
  unitNames,
  hideWhenPrinted = false,
}: DisplayUnitToggleProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <HStack gap="3" {...(hideWhenPrinted ? PRINT_HIDDEN : {})}>
      <Text id={labelId} fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Group attached role="group" aria-labelledby={labelId}>
        {UNITS.map((unit) => (
          <Button
            key={unit}
            size="sm"
            variant={unit === value ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={unit === value}
            aria-label={unitNames[unit]}
            onClick={() => onChange(unit)}
          >
            {t(`units.short.${unit}`)}
          </Button>
        ))}
      </Group>
    </HStack>
  );
}
