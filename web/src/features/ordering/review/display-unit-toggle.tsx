import { Button, Group, HStack, Text } from '@chakra-ui/react';
import { UNITS, type Unit } from '@cutshop/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** mm / in: the unit every dimension of the summary is shown in (docs/product.md §4). */
export function DisplayUnitToggle({
  value,
  onChange,
}: {
  value: Unit;
  onChange: (unit: Unit) => void;
}) {
  const { t } = useTranslation('wizard');
  const labelId = useId();
  return (
    <HStack gap="3">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        {t('summary.displayUnit')}
      </Text>
      <Group attached role="group" aria-labelledby={labelId}>
        {UNITS.map((unit) => (
          <Button
            key={unit}
            size="sm"
            variant={unit === value ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={unit === value}
            aria-label={t(`units.long.${unit}`)}
            onClick={() => onChange(unit)}
          >
            {t(`units.short.${unit}`)}
          </Button>
        ))}
      </Group>
    </HStack>
  );
}
