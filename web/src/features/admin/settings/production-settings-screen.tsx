import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStateOf } from '../api/load-state';
import { AdminError, AdminLoading } from '../layout/admin-status';
import { productionSettingsQuery } from './production-settings-api';
import { ProductionSettingsForm } from './production-settings-form';
import { ProductionSettingsHistory } from './production-settings-history';

/**
 * /admin/settings/production (docs/production/nesting.md, "The shop's settings"): the saw's
 * settings every new order's cutting plan is made with, their form and their history below.
 */
export default function ProductionSettingsScreen() {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const settings = useQuery(productionSettingsQuery());
  const state = loadStateOf(settings);
  const title = t('settings.title');

  useEffect(() => {
    document.title = tShared('app.documentTitle', { page: title });
  }, [tShared, title]);

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" id="settings-title" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{t('settings.intro')}</Text>
      </Stack>
      {state === 'loading' && <AdminLoading label={t('settings.loading')} />}
      {state === 'error' && (
        <AdminError error={settings.error} onRetry={() => void settings.refetch()} />
      )}
      {settings.data && (
        <>
          <Text fontSize="sm" color="fg.muted">
            {settings.data.version === 0
              ? t('settings.defaults')
              : t('settings.version', { version: settings.data.version })}
          </Text>
          <ProductionSettingsForm
            // A new version (a save, or a reload after someone else's) starts the form again.
            key={settings.data.version}
            settings={settings.data}
            onReload={() => settings.refetch()}
          />
          <ProductionSettingsHistory />
        </>
      )}
    </Stack>
  );
}
