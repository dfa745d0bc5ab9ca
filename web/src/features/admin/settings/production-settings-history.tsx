import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ChangeDiff, LoadableSection } from '@cutshop/design-system';
import { PRODUCTION_SETTING_FIELDS } from '@cutshop/domain/production';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadStateOf } from '../api/load-state';
import { useDateTime } from '../order-detail/use-date-time';
import { productionSettingsHistoryQuery } from './production-settings-api';
import { choiceText } from './production-settings-form';
import { formatSettingNumber } from './settings-draft';

/**
 * The settings' history (docs/production/nesting.md, "The shop's settings"): each save, newest
 * first, with who saved it and when, and its fields before and after in words.
 */
export function ProductionSettingsHistory() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const query = useQuery(productionSettingsHistoryQuery());
  const dateTime = useDateTime();
  const rows = query.data ?? [];

  const valueText = (key: string, value: unknown): string | null => {
    const field = PRODUCTION_SETTING_FIELDS.find((candidate) => candidate.key === key);
    if (value === null || value === undefined) return null;
    if (field?.kind === 'choice') return choiceText(t, key, value);
    if (typeof value === 'number' && field?.kind === 'number') {
      return `${formatSettingNumber(value, language)} ${field.unit}`;
    }
    return String(value);
  };
  const fieldText = (key: string): string =>
    PRODUCTION_SETTING_FIELDS.some((field) => field.key === key)
      ? t(`settings.fields.${key}.label` as 'settings.fields.kerfMm.label')
      : key;

  return (
    <LoadableSection
      title={t('settings.history.title')}
      state={loadStateOf(query)}
      onRetry={() => void query.refetch()}
      texts={{
        loading: t('settings.history.loading'),
        error: t('settings.history.loadError'),
        retry: t('settings.history.retry'),
      }}
    >
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('settings.history.empty')}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" ps="0">
          {rows.map((row) => (
            <Box as="li" key={row.id} borderWidth="1px" borderRadius="l2" p="4">
              <Stack gap="2">
                <Heading as="h3" size="sm">
                  {t('settings.history.by', {
                    version: row.version,
                    by: row.by,
                    at: dateTime(row.at),
                  })}
                </Heading>
                <ChangeDiff
                  caption={t('settings.history.caption', { version: row.version })}
                  texts={{
                    field: t('catalogue.history.diff.field'),
                    before: t('catalogue.history.diff.before'),
                    after: t('catalogue.history.diff.after'),
                    empty: t('catalogue.history.diff.empty'),
                    none: t('catalogue.history.diff.none'),
                  }}
                  changes={row.changes.map((change) => ({
                    field: fieldText(change.field),
                    before: valueText(change.field, change.before),
                    after: valueText(change.field, change.after),
                  }))}
                />
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </LoadableSection>
  );
}
