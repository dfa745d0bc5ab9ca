import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/logo';
import { SkipLink } from '../../../components/skip-link';
import { LanguageSwitcher } from '../../../lib/i18n';
import { NotificationHost } from '../../../lib/notifications/notification-host';

interface AuthLayoutProps {
  /** The page heading (h1). */
  title: string;
  /** The page's name in the document title. */
  documentTitle: string;
  children: ReactNode;
}

/**
 * The frame of the signed-out admin pages (sign in, forgot and reset password): the logo, the
 * product's name, the language choice and one narrow card.
 */
export function AuthLayout({ title, documentTitle, children }: AuthLayoutProps) {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  useEffect(() => {
    document.title = tShared('app.documentTitle', { page: documentTitle });
  }, [tShared, documentTitle]);

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <SkipLink label={t('common.skipToContent')} />
      <Flex
        as="header"
        align="center"
        justify="space-between"
        gap="3"
        px={{ base: '4', md: '6' }}
        py="3"
      >
        <Box color="brand.fg" fontSize="lg">
          <Logo />
        </Box>
        <LanguageSwitcher />
      </Flex>
      <NotificationHost />
      <Container as="main" id="main" maxW="md" py={{ base: '6', md: '12' }}>
        <Stack
          gap="6"
          bg="surface.card"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          p={{ base: '5', md: '8' }}
        >
          <Stack gap="1">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {title}
            </Heading>
            <Text color="fg.muted">{t('common.appTitle')}</Text>
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
