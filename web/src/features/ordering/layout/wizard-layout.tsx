import { Box, Container } from '@chakra-ui/react';
import { StepHeader } from '@cutshop/design-system';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigationType, useOutlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FirstLoad } from '../../../components/first-load';
import { Logo } from '../../../components/logo';
import { SkipLink } from '../../../components/skip-link';
import { PATHS } from '../../../config/paths';
import { LanguageSwitcher, SHARED } from '../../../lib/i18n';
import {
  NotificationHost,
  preloadNotificationBanner,
  useNotificationPerPage,
} from '../../../lib/notifications/notification-host';
import { useNotification } from '../../../lib/notifications/notification-store';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { preloadScreensInTurn, stepOf } from '../wizard-screens';
import { usePageTransition } from './use-page-transition';

/**
 * The page the outlet showed when this copy mounted. The leaving page keeps rendering its own
 * route during its exit animation instead of the one that replaces it.
 */
function FrozenOutlet() {
  const outlet = useOutlet();
  const [frozen] = useState(outlet);
  return frozen;
}

/**
 * Every step screen: the step header (with the language choice), the animated page, and the
 * notification at the window's bottom. While a message shows, the page keeps room for it under
 * its last content (the Back / Next row), so it hides nothing the person needs; moving to
 * another step clears it.
 */
export function WizardLayout() {
  const { t } = useTranslation('wizard');
  const { pathname } = useLocation();
  const Transition = usePageTransition(pathname);
  useNotificationPerPage(pathname, useNavigationType() === 'REPLACE');
  const notified = useNotification((state) => state.message !== null);
  useEffect(() => {
    // Once the first screen is up, fetch the others while the person fills it in, one at a time.
    const timer = setTimeout(() => {
      void preloadScreensInTurn(preloadNotificationBanner);
    }, 1500);
    return () => clearTimeout(timer);
  }, []);

  const page = (
    <ScreenErrorBoundary key={pathname}>
      <Suspense fallback={<FirstLoad />}>
        <FrozenOutlet />
      </Suspense>
    </ScreenErrorBoundary>
  );

  const steps = [
    { href: PATHS.step1, label: t('steps.step1') },
    { href: PATHS.step2, label: t('steps.step2') },
    { href: PATHS.step3, label: t('steps.step3') },
  ];

  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <SkipLink label={t('header.skipToContent', SHARED)} />
      <StepHeader
        steps={steps}
        currentStep={stepOf(pathname)}
        logo={<Logo />}
        homeHref={PATHS.root}
        homeLabel={t('header.home', SHARED)}
        navLabel={t('header.steps', SHARED)}
        actions={<LanguageSwitcher />}
      />
      <Container
        as="main"
        id="main"
        maxW="4xl"
        pt={{ base: '6', md: '10' }}
        pb={notified ? '32' : { base: '6', md: '10' }}
        flex="1"
      >
        {Transition ? <Transition pageKey={pathname}>{page}</Transition> : page}
      </Container>
      <NotificationHost placement="bottom" />
    </Box>
  );
}
