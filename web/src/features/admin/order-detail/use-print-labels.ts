import type { LabelPaper } from '@cutshop/domain/production';
import { useTranslation } from 'react-i18next';
import { labelsPageUrl } from '../api/get-production';
import { usePrintPage } from './use-print-page';

/** "Print labels": the order's label page in a new tab (see usePrintPage). */
export function usePrintLabels(uuid: string) {
  const { t } = useTranslation('admin');
  return usePrintPage<LabelPaper>(uuid, labelsPageUrl, {
    blocked: t('production.labels.blocked'),
    failed: t('production.labels.failed'),
  });
}
