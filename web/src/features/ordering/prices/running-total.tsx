import { HStack, Stack, Text } from '@chakra-ui/react';
import type { OrderPrice } from '@cutshop/domain/production';
import { useTranslation } from 'react-i18next';

interface RunningTotalProps {
  /** The order's estimate; null while there is none to show (no items, not computed yet). */
  price: OrderPrice | null;
  /** `formatMoney` in the list's currency and the page's language. */
  money: (amount: number) => string;
}

/**
 * Step 3's running total: the order's estimated total in a polite live region that stays in the
 * page (so each change is read out once the person pauses), and under it the note that each item
 * is priced on its own.
 */
export function RunningTotal({ price, money }: RunningTotalProps) {
  const { t } = useTranslation('wizard');
  return (
    <Stack gap="2">
      <Stack
        aria-live="polite"
        aria-atomic="true"
        data-testid="running-total"
        gap="1"
        {...(price
          ? { borderWidth: '1px', borderRadius: 'l2', padding: '4', bg: 'bg.subtle' }
          : {})}
      >
        {price && (
          <>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Text fontWeight="semibold">{t('prices.runningTotal')}</Text>
              <Text fontSize="xl" fontWeight="bold">
                {money(price.total)}
              </Text>
            </HStack>
            {price.onRequest && <Text color="fg.muted">{t('prices.resultOnRequest')}</Text>}
          </>
        )}
      </Stack>
      {price && (
        <Text fontSize="sm" color="fg.muted">
          {t('prices.itemsNote')}
        </Text>
      )}
    </Stack>
  );
}
