import { Button, Group, HStack, Text } from '@chakra-ui/react';
import { UNITS, type Unit } from '@cutshop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * mm / in: the unit the detail shows every size in (the order's own unit at first). Profile
 * sizes stay in millimetres whatever is chosen (docs/rules-and-defaults.md, "Units and sizes").
 */
export function DisplayUnitToggle({
  value,
  onChange,
}: {
  value: Unit;
  onChange: (unit: Unit) => void;
}) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  return (
    <HStack gap="3" data-print-hide="">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        {t('detail.units.show')}
      </Text>
      <Group attached role="group" aria-labelledby={labelId}>
        {UNITS.map((unit) => (
          <Button
            key={unit}
            size="sm"
            variant={unit === value ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={unit === value}
            aria-label={t(`detail.units.long.${unit}`)}
            onClick={() => onChange(unit)}
          >
            {t(`detail.units.short.${unit}`)}
          </Button>
        ))}
      </Group>
    </HStack>
  );
}
