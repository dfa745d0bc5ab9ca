import { Box, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { formatMoney, shortOrderId } from '@cutshop/domain';
import { EMPTY_ORDER_FILTER, OrderFilterBar, OrderList, OrderRow } from '@cutshop/design-system';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { adminOrderPath } from '../../../config/paths';
import { useAdminErrorText } from '../layout/admin-status';
import {
  effectiveFilters,
  filtersFromSearch,
  sameFilters,
  searchFromFilters,
} from './list-filters';
import { fullTime, timeAgo, useNow } from './time-ago';
import { useFilterState } from './use-filter-state';
import { useListTexts } from './use-list-texts';
import { useListedOrders } from './use-listed-orders';
import { listedTotal } from './row-total';
import { useScrollAnchor, useScrollMemory } from './use-list-scroll';

const NOTICE_IN_SIGHT = {
  position: 'sticky',
  top: '2',
  zIndex: 'sticky',
  boxShadow: 'md',
} as const;

/**
 * The admin order list, /admin/orders (docs/product.md §2 and §4): the filter bar with counts
 * per status, the orders newest change first with infinite scroll (each with its total when it
 * has a price, docs/production/prices.md), and a notice when new orders arrive. Filters live in the URL; the rows live in the admin query cache, so coming back from an
 * order's detail shows the same rows at the same place.
 */
export default function OrdersScreen() {
  const { t, i18n } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const texts = useListTexts();
  const describeError = useAdminErrorText();
  const { search } = useLocation();
  const { applied, draft, change, clear } = useFilterState();
  // Keyed by the filters' text, not the object, which is new on every render.
  const wantedKey = searchFromFilters(effectiveFilters(applied)).toString();
  const wanted = useMemo(() => filtersFromSearch(new URLSearchParams(wantedKey)), [wantedKey]);
  const list = useListedOrders(wanted, applied.date);
  const orders = list.rows;
  const now = useNow();
  const wrapper = useRef<HTMLDivElement>(null);
  const keepAnchor = useScrollAnchor(wrapper, orders.length);
  useScrollMemory(wrapper, list.state !== 'loading');
  const [announcement, setAnnouncement] = useState('');
  const title = t('orders.title');

  useEffect(() => {
    document.title = tShared('app.documentTitle', { page: title });
  }, [tShared, title]);

  const filtered = !sameFilters(applied, EMPTY_ORDER_FILTER);

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      <OrderFilterBar
        value={draft}
        onChange={change}
        onClear={clear}
        texts={texts.filters}
        statusCounts={list.counts}
        label={t('orders.filters.label')}
      />
      {/* The notice stays in sight while the page scrolls (a phone), so it is seen and reached. */}
      <Box ref={wrapper} css={{ '& > div > button': NOTICE_IN_SIGHT }}>
        <OrderList
          label={t('orders.list.label')}
          columns={texts.columns}
          state={list.state}
          texts={{ ...texts.list, error: `${t('orders.list.error')} ${describeError(list.error)}` }}
          onReachEnd={list.loadNext}
          onRetry={list.retry}
          onClearFilters={filtered ? clear : undefined}
          newOrdersLabel={
            list.incoming > 0 ? t('orders.list.newOrders', { count: list.incoming }) : undefined
          }
          onShowNew={() => {
            keepAnchor();
            setAnnouncement(t('orders.list.newOrdersShown', { count: list.incoming }));
            list.showNew();
          }}
        >
          {orders.map((order) => {
            const shortId = shortOrderId(order.uuid);
            const total = listedTotal(order);
            return (
              <OrderRow
                key={order.uuid}
                shortId={shortId}
                updatedAgo={t('orders.row.updated', {
                  ago: timeAgo(order.updatedAt, now, i18n.language, t('orders.row.justNow')),
                })}
                updatedAt={order.updatedAt}
                updatedTitle={fullTime(order.updatedAt, i18n.language)}
                customerName={order.customer.fullName}
                orderName={order.name}
                status={order.status}
                statusLabel={texts.statusName(order.status)}
                href={`${adminOrderPath(order.uuid)}${search}`}
                linkLabel={t('orders.row.details')}
                linkAriaLabel={t('orders.row.detailsOf', { shortId })}
                total={total && formatMoney(total.total, total.currency, i18n.language)}
                totalLabel={t('prices.list.total')}
              />
            );
          })}
        </OrderList>
      </Box>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
