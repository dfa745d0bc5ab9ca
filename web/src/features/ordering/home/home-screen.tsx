import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { StepHeader } from '@cutshop/design-system';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { LanguageSwitcher } from '../../../lib/i18n';
import { NotificationHost } from '../../../lib/notifications/notification-host';
import { Logo } from '../../../components/logo';

/**
 * /home: the welcome text and Start (docs/product.md §1 and §2). Loaded with the app: it is the
 * first page.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { page: t('home.title') });
  }, [t]);

  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      {/* The wizard's header without its steps: the logo stays where every page has it. */}
      <StepHeader
        logo={<Logo />}
        homeHref={PATHS.root}
        homeLabel={t('header.home')}
        actions={<LanguageSwitcher />}
      />
      <NotificationHost />
      <Container as="main" id="main" maxW="3xl" flex="1" display="flex" alignItems="center">
        <Stack gap="8" py={{ base: '12', md: '20' }} textAlign={{ base: 'left', md: 'center' }}>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            {t('home.title')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {t('home.welcome')}
          </Text>
          <Box>
            <Button asChild colorPalette="brand" size="xl">
              <Link to={PATHS.step1}>{t('home.start')}</Link>
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
