import { Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { formatMoney, payableTotal, shortOrderId } from '@cutshop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useCart } from '../state/cart-store';
import { Screen } from '../components/screen';

/**
 * /result: the Order ID (last segment of the stored order's uuid), the total the server priced
 * the order at when the shop has a price list (the server's `price`, not the browser's estimate:
 * docs/production/prices.md), and the e-mail copy note. New Order resets the draft and goes to
 * step 1; Log Out also forgets the customer (docs/product.md §2). The link to the order's
 * tracking page follows, with a button that copies it (docs/product.md, "Following an order").
 */
export function ResultScreen() {
  const { t, i18n } = useTranslation('wizard');
  const navigate = useNavigate();
  // Kept from arrival: New Order and Log Out clear the store before the page has left.
  const [uuid] = useState(() => useCart.getState().sentOrderUuid ?? '');
  const [price] = useState(() => useCart.getState().sentOrderPrice);
  const [trackingPath] = useState(() => useCart.getState().sentTrackingPath);
  const currency = price?.currency ?? null;
  const reset = useCart((state) => state.reset);
  const logOut = useCart((state) => state.logOut);

  return (
    <Screen title={t('result.title')}>
      <Card.Root variant="subtle" maxW="lg">
        <Card.Body gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('result.orderId')}
          </Text>
          <Text fontSize="3xl" fontWeight="bold" fontFamily="mono" data-testid="order-id">
            {shortOrderId(uuid)}
          </Text>
          {price && currency && (
            <Stack gap="1" data-testid="order-total">
              <Text fontSize="sm" color="fg.muted">
                {t('prices.resultTotal')}
              </Text>
              <Text fontSize="2xl" fontWeight="bold">
                {formatMoney(payableTotal(price), currency, i18n.language)}
              </Text>
              {price.onRequest && <Text>{t('prices.resultOnRequest')}</Text>}
              <Text fontSize="sm" color="fg.muted">
                {t('prices.resultNote')}
              </Text>
            </Stack>
          )}
          <Text>{t('result.emailCopy')}</Text>
          {trackingPath && <TrackingLink path={trackingPath} />}
        </Card.Body>
      </Card.Root>
      <HStack gap="4" wrap="wrap">
        <Button
          colorPalette="brand"
          size="lg"
          onClick={() => {
            reset();
            void navigate(PATHS.step1);
          }}
        >
          {t('result.newOrder')}
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          size="lg"
          onClick={() => {
            logOut();
            void navigate(PATHS.root);
          }}
        >
          {t('result.logOut')}
        </Button>
      </HStack>
    </Screen>
  );
}

/** "Follow your order": the tracking page's address as a link, and a button that copies it. */
function TrackingLink({ path }: { path: string }) {
  const { t } = useTranslation('wizard');
  const [copied, setCopied] = useState<boolean | null>(null);
  const address = `${window.location.origin}${path}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <Stack gap="2" data-testid="tracking-link">
      <Text fontWeight="semibold">{t('result.follow')}</Text>
      <Link asChild colorPalette="brand" variant="underline" overflowWrap="anywhere">
        <RouterLink to={path}>{address}</RouterLink>
      </Link>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t('result.copyLink')}
        </Button>
        <Text role="status" fontSize="sm" color="fg.muted">
          {copied === null ? '' : t(copied ? 'result.linkCopied' : 'result.copyFailed')}
        </Text>
      </HStack>
    </Stack>
  );
}
