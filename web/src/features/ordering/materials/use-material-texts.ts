import type { MaterialSummaryTexts } from '@cutshop/design-system';
import { useTranslation } from 'react-i18next';
import { SHARED } from '../../../lib/i18n';

/** The words of a material summary, in the interface language. */
export function useMaterialTexts(editLabel: string): MaterialSummaryTexts {
  const { t } = useTranslation('wizard');
  return {
    select: t('materials.select'),
    edit: editLabel,
    custom: t('materials.customMarker'),
    grain: t('materials.grains'),
    yes: t('common.yes', SHARED),
    no: t('common.no', SHARED),
    width: t('materials.widthShort'),
    height: t('materials.heightShort'),
    thickness: t('materials.thicknessShort'),
  };
}
