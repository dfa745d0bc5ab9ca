import { Box, Button, Container, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { StepHeader } from '@cutshop/design-system';
import type { TrackedOrder, Unit } from '@cutshop/domain';
import {
  Component,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DisplayUnitToggle } from '../../../components/display-unit-toggle';
import { Logo } from '../../../components/logo';
import { SkipLink } from '../../../components/skip-link';
import { PATHS } from '../../../config/paths';
import {
  languageAskedInAddress,
  LanguageSwitcher,
  SHARED,
  switchLanguage,
} from '../../../lib/i18n';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { nextTask } from '../../../lib/when-idle';
import { Screen } from '../components/screen';
import { Section } from '../review/section';
import { useTrackedOrder } from './get-tracked-order';
import { StatusTimeline } from './status-timeline';

/**
 * The order's materials, items with their drawings, hardware and price: their own chunk, fetched
 * once the status has painted (tracked-order-details.tsx).
 */
const details = lazyWithPreload(async () => {
  const module = await import('./tracked-order-details');
  module.prepareTrackedDetails();
  return module.default;
});
const TrackedOrderDetails = details.Component;

/**
 * Keeps `<meta name="robots" content="noindex">` in the head while the page is shown: the link
 * is the only key to the order, and no search engine should list it.
 */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** The page's frame: the header with the logo and the language choice, and the main area. */
export function TrackLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <SkipLink label={t('header.skipToContent', SHARED)} />
      <StepHeader
        logo={<Logo />}
        homeHref={PATHS.root}
        homeLabel={t('header.home', SHARED)}
        actions={<LanguageSwitcher />}
      />
      <Container as="main" id="main" maxW="4xl" py={{ base: '6', md: '10' }} flex="1">
        {children}
      </Container>
    </Box>
  );
}

/**
 * The server's preview of the order, kept as it came: React neither checks nor replaces the
 * markup of an element with `dangerouslySetInnerHTML` when it adopts the page, and the same
 * empty string never makes it write one later.
 */
const SERVER_PREVIEW = { __html: '' };

/** The attribute of the element the BFF fills with the order's preview (web-app.ts). */
const TRACK_PREVIEW_ATTRIBUTE = 'data-track-preview';

/**
 * What shows while the order is read (also the page the build prerenders for /track/…): the
 * order's preview when the server filled it in (its heading and status, TrackedOrderTop from the
 * build's templates: docs/architecture.md, "The tracking page, walked through"), then the
 * spinner.
 */
export function TrackLoading() {
  const { t } = useTranslation('wizard');
  return (
    <Box>
      <div
        {...{ [TRACK_PREVIEW_ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={SERVER_PREVIEW}
        suppressHydrationWarning
      />
      <HStack role="status" gap="3" py="10">
        <Spinner size="sm" />
        <Text>{t('track.loading')}</Text>
      </HStack>
    </Box>
  );
}

/**
 * /track/:token (docs/product.md, "Following an order"): the order behind a customer's
 * tracking link, in the language the order was placed in (the language choice still works):
 * its status as a timeline in words with dates, the rejection reason, its materials, items with
 * their drawings (the summary's own sections, read-only), the hardware and the price. An unknown
 * link gets a plain not-found page. Never indexed.
 */
export default function TrackScreen() {
  useNoIndex();
  const { token = '' } = useParams();
  const tracked = useTrackedOrder(token);
  const { t } = useTranslation('wizard');
  const { t: tShared } = useTranslation();
  const loading = tracked.status === 'loading' || tracked.status === 'failed';
  useEffect(() => {
    // The order's own page titles itself (Screen); until then, the page's name.
    if (loading) document.title = tShared('app.documentTitle', { page: t('track.documentTitle') });
  }, [loading, t, tShared]);

  let content: ReactNode;
  if (tracked.status === 'loading') content = <TrackLoading />;
  else if (tracked.status === 'notFound') content = <TrackNotFound />;
  else if (tracked.status === 'failed') {
    content = (
      <Stack gap="4" role="alert">
        <Text>{t('track.loadFailed')}</Text>
        <Box>
          <Button colorPalette="brand" onClick={tracked.retry}>
            {t('track.retry')}
          </Button>
        </Box>
      </Stack>
    );
  } else content = <TrackedOrderView order={tracked.order} />;

  return <TrackLayout>{content}</TrackLayout>;
}

function TrackNotFound() {
  const { t } = useTranslation('wizard');
  return (
    <Screen title={t('track.notFoundTitle')}>
      <Text>{t('track.notFoundText')}</Text>
      <Box>
        <Button asChild colorPalette="brand" variant="outline">
          <Link to={PATHS.home}>{t('track.home')}</Link>
        </Button>
      </Box>
    </Screen>
  );
}

/**
 * Shows the page in the order's language once, when the order first arrives, unless the visitor
 * chose a language on the page before its scripts ran (`?lang=`: the server then sent it in that
 * language too).
 */
function useOrderLanguage(language: string): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!languageAskedInAddress()) void switchLanguage(language);
  }, [language]);
}

/** What the order's page shows, in turn: its status, then its timeline, then its details. */
const enum Shown {
  Status,
  Timeline,
  Details,
}

/**
 * The status paints at once; the timeline and then the details follow, each in a transition of
 * its own (React renders it in short slices, and its commit is a task of its own), the details
 * once their code is here, fetched in a task of its own (a module preload link for each of its
 * files, about thirty). In the render, this made a task of 10-20 ms unthrottled (Lighthouse's
 * trace of /track), four times that on its simulated phone; and the timeline with the details
 * was one commit. A failed download is left to the details' boundary, which shows it and
 * retries (docs/architecture.md, "The tracking page, walked through").
 */
function useShownInTurn(): Shown {
  const [shown, setShown] = useState(Shown.Status);
  useEffect(() => {
    let live = true;
    const show = (next: Shown) => {
      if (live) startTransition(() => setShown((now) => Math.max(now, next)));
    };
    void (async () => {
      await nextTask();
      show(Shown.Timeline);
      await nextTask();
      await details.preload().catch(() => undefined);
      await nextTask();
      show(Shown.Details);
    })();
    return () => {
      live = false;
    };
  }, []);
  return shown;
}

function TrackedOrderView({ order }: { order: TrackedOrder }) {
  useOrderLanguage(order.language);
  const [display, setDisplay] = useState<Unit>(order.unit);
  const shown = useShownInTurn();

  return (
    <TrackedOrderTop
      order={order}
      aside={<TrackedUnitToggle value={display} onChange={setDisplay} />}
      timeline={
        // After the status, which is what the customer looks for first (useShownInTurn).
        shown >= Shown.Timeline && <StatusTimeline status={order.status} history={order.history} />
      }
    >
      {shown >= Shown.Details && (
        <DetailsErrorBoundary>
          <Suspense fallback={<DetailsLoading />}>
            <TrackedOrderDetails order={order} display={display} />
          </Suspense>
        </DetailsErrorBoundary>
      )}
    </TrackedOrderTop>
  );
}

/** The choice of the unit the page shows sizes in (also in the server's preview, inert). */
export function TrackedUnitToggle({
  value,
  onChange,
}: {
  value: Unit;
  onChange: (unit: Unit) => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <DisplayUnitToggle
      value={value}
      onChange={onChange}
      label={t('track.displayUnit')}
      unitNames={{ mm: t('units.long.mm'), in: t('units.long.in') }}
    />
  );
}

/** What the top of an order's page shows: the fields of the tracked order it names. */
export type TrackedOrderHeadline = Pick<
  TrackedOrder,
  'orderId' | 'name' | 'status' | 'rejectionReason'
>;

/**
 * The top of an order's page: its heading and name, the private-page line, and its status in
 * words with the shop's reason for a rejection; `timeline` under the status, `children` (the
 * details) after it. The build renders it for each status as the preview the server fills into
 * the page's first paint (entry-server.tsx, renderTrackPreviews), so both look the same.
 */
export function TrackedOrderTop({
  order,
  aside,
  timeline,
  children,
}: {
  order: TrackedOrderHeadline;
  aside?: ReactNode;
  timeline?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('wizard');
  return (
    <Screen
      title={t('track.title', { id: order.orderId })}
      subtitle={`${t('track.orderName')}: ${order.name}`}
      aside={aside}
    >
      <Stack gap="6">
        {/* First: what comes later (the timeline, the details) grows the page below it, and
            moves nothing already shown. */}
        <Text fontSize="sm" color="fg.muted">
          {t('track.noindex')}
        </Text>
        <Section title={t('track.statusTitle')}>
          <Stack gap="1">
            <Text fontSize="xl" fontWeight="bold" data-testid="tracked-status">
              {t(`track.statusNames.${order.status}`)}
            </Text>
            <Text>{t(`track.statusExplained.${order.status}`)}</Text>
          </Stack>
          {order.rejectionReason && (
            <Stack gap="1">
              <Text fontWeight="semibold">{t('track.reason')}</Text>
              <Text whiteSpace="pre-wrap">{order.rejectionReason}</Text>
            </Stack>
          )}
          {timeline}
        </Section>
        {children}
      </Stack>
    </Screen>
  );
}

/** While the details' code arrives: what is coming, for sighted and screen-reader users. */
function DetailsLoading() {
  const { t } = useTranslation('wizard');
  return (
    <HStack role="status" gap="3" py="4">
      <Spinner size="sm" />
      <Text>{t('track.loadingDetails')}</Text>
    </HStack>
  );
}

function DetailsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('wizard');
  return (
    <Stack gap="4" role="alert">
      <Text>{t('track.loadFailed')}</Text>
      <Box>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('track.retry')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * The details' code failed to arrive (the connection dropped): says so under the status, with a
 * retry that fetches it again.
 */
class DetailsErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <DetailsLoadFailed onRetry={() => this.setState({ failed: false })} />;
  }
}
