import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api';

/** A wait inside an admin page: a spinner and the words, read out politely. */
export function AdminLoading({ label }: { label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Box display="grid" placeItems="center" minH="40dvh">
      <HStack gap="3" role="status" color="fg.muted">
        <Spinner size="md" color="brand.solid" />
        <Text>{label ?? t('common.loading')}</Text>
      </HStack>
    </Box>
  );
}

/**
 * The words for a failed admin call, never the raw error: no answer, a server failure, or
 * anything else. A session that ended is not shown here (the guard sends the person to sign in).
 */
export function useAdminErrorText(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  return (error) => {
    if (error instanceof ApiError) {
      if (error.status === 0 && error.code !== CLIENT_ERROR_CODES.badResponse) {
        return t('common.networkError');
      }
      if (error.status >= 500) return t('common.serverError');
    }
    return t('common.unexpectedError');
  };
}

interface AdminErrorProps {
  /** The failure, turned into words by useAdminErrorText. */
  error: unknown;
  /** Asks again; the Retry button is left out without it. */
  onRetry?: () => void;
}

/**
 * A failed load in an admin page: what happened in plain words and a Retry button. A network
 * error or a 5xx never signs anyone out (README, "Admin area").
 */
export function AdminError({ error, onRetry }: AdminErrorProps) {
  const { t } = useTranslation('admin');
  const describe = useAdminErrorText();
  return (
    <Stack gap="4" align="start" py="6" role="alert">
      <Text fontWeight="semibold">{t('common.errorTitle')}</Text>
      <Text>{describe(error)}</Text>
      {onRetry && (
        <Button colorPalette="brand" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Stack>
  );
}
