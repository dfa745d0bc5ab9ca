import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a screen's code (or the data it needs) is on its way: a spinner and the word,
 * read out politely. Shared, so every feature shows the same wait.
 */
export function FirstLoad() {
  const { t } = useTranslation();
  return (
    <Box display="grid" placeItems="center" minH="60dvh">
      <HStack gap="3" role="status" color="fg.muted">
        <Spinner size="md" color="brand.solid" />
        <Text>{t('common.loading')}</Text>
      </HStack>
    </Box>
  );
}
