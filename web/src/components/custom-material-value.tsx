import { Badge, Stack, Text } from '@chakra-ui/react';
import { convert, formatDecimal, type Unit } from '@cutshop/domain';
import { useTranslation } from 'react-i18next';

/** What a custom sheet material carries, as the wizard's draft and a stored order both hold it. */
export interface CustomSheet {
  name: string;
  /** Width, height and thickness in `unit`; null where none was given. */
  x: number | null;
  y: number | null;
  z: number | null;
  /** Whether the material has a grain; null when it was not recorded. */
  grain: boolean | null;
  /** The unit the sizes were entered in; without one, the page's display unit. */
  unit?: Unit;
}

interface CustomMaterialValueProps {
  /** The badge before the name, e.g. '(Custom)' in the wizard, 'Custom' in the admin area. */
  marker: string;
  material: CustomSheet;
  /** The unit the page shows sizes in. */
  display: Unit;
  /** What the grain line is called, e.g. 'Grains' in the wizard, 'Grain' in the admin area. */
  grainLabel: string;
}

/**
 * A custom sheet material as the customer's summary and the admin's order detail show it: a
 * badge and its name, its size converted to `display` (a dash where a size is missing), and
 * whether it has a grain (a dash when not recorded).
 */
export function CustomMaterialValue({
  marker,
  material,
  display,
  grainLabel,
}: CustomMaterialValueProps) {
  const { t } = useTranslation();
  const unit = material.unit ?? display;
  const size = (value: number | null) =>
    value === null ? '—' : formatDecimal(convert(value, unit, display));
  const { grain } = material;
  const grainText = grain === null ? '—' : grain ? t('common.yes') : t('common.no');
  return (
    <Stack gap="1">
      <Text>
        <Badge colorPalette="wood" me="2">
          {marker}
        </Badge>
        {material.name}
      </Text>
      <Text>
        {t('customMaterial.size', {
          width: size(material.x),
          height: size(material.y),
          thickness: size(material.z),
          unit: t(`units.short.${display}`),
        })}
      </Text>
      <Text>
        {grainLabel}: {grainText}
      </Text>
    </Stack>
  );
}
