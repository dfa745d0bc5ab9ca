import { Button, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { Screen } from './screen';

/** What went wrong and a way on: a retry for a failed load, the start page otherwise. */
export function ScreenError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const loadFailed = error instanceof ApiError;
  return (
    <Screen title={loadFailed ? t('errors.loadTitle') : t('errors.unexpectedTitle')}>
      <Stack gap="5" align="start">
        <Text role="alert">{loadFailed ? t('errors.loadText') : t('errors.unexpectedText')}</Text>
        {loadFailed ? (
          <Button colorPalette="brand" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        ) : (
          <Button asChild colorPalette="brand">
            <Link to={PATHS.home}>{t('errors.home')}</Link>
          </Button>
        )}
      </Stack>
    </Screen>
  );
}

interface ScreenErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Shows what went wrong in place of a screen that failed (the catalogue could not be loaded, or
 * a bug), with a way on, never a blank page. Retry renders the screen again, which asks the
 * server again (a failed catalogue load is not cached).
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ScreenError error={this.state.error} onRetry={() => this.setState({ error: null })} />;
  }
}
