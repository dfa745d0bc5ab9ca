import { Box, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { shortOrderId } from '@cutshop/domain';
import {
  EMPTY_ORDER_FILTER,
  OrderFilterBar,
  OrderList,
  OrderRow,
  type OrderListState,
} from '@cutshop/design-system';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { adminOrderPath } from '../../../config/paths';
import { useAdminErrorText } from '../layout/admin-status';
import {
  effectiveFilters,
  filtersFromSearch,
  sameFilters,
  searchFromFilters,
} from './list-filters';
import { loadFirstPage, loadNextPage, retryList, showNewOrders } from './list-loader';
import { useOrderList, type OrderListState as ListData } from './orders-store';
import { timeAgo, useNow } from './time-ago';
import { useFilterState } from './use-filter-state';
import { useListTexts } from './use-list-texts';
import { useScrollAnchor, useScrollMemory } from './use-list-scroll';
import { useSummaryPoll } from './use-summary-poll';

const NOTICE_IN_SIGHT = {
  position: 'sticky',
  top: '2',
  zIndex: 'sticky',
  boxShadow: 'md',
} as const;

/** The design system list's state for the store's: more to load, loading, the end, or failed. */
function listState(data: Pick<ListData, 'status' | 'page' | 'pageCount'>): OrderListState {
  if (data.status === 'error') return 'error';
  if (data.status !== 'loaded') return 'loading';
  return data.page < data.pageCount ? 'idle' : 'end';
}

/**
 * The admin order list, /admin/orders (docs/product.md §2 and §4): the filter bar with counts
 * per status, the orders newest change first with infinite scroll, and a notice when new orders
 * arrive. Filters live in the URL; the rows live in the list store, so coming back from an
 * order's detail shows the same rows at the same place.
 */
export default function OrdersScreen() {
  const { t, i18n } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const texts = useListTexts();
  const describeError = useAdminErrorText();
  const { search } = useLocation();
  const { applied, draft, change, clear } = useFilterState();
  const wanted = effectiveFilters(applied);
  const data = useOrderList(
    useShallow((state) => ({
      filters: state.filters,
      orders: state.orders,
      status: state.status,
      page: state.page,
      pageCount: state.pageCount,
      error: state.error,
      incoming: state.incoming.length,
      counts: state.counts,
    })),
  );
  // Rows of other filters (left from an earlier visit) are never shown, not even for a frame.
  const current = data.filters !== null && sameFilters(data.filters, wanted);
  const orders = current ? data.orders : [];
  const now = useNow();
  const wrapper = useRef<HTMLDivElement>(null);
  const keepAnchor = useScrollAnchor(wrapper, orders.length);
  useScrollMemory(wrapper, current && data.status === 'loaded');
  const [announcement, setAnnouncement] = useState('');
  const title = t('orders.title');

  useEffect(() => {
    document.title = tShared('app.documentTitle', { page: title });
  }, [tShared, title]);

  // Keyed by the filters' text, not the object, which is new on every render.
  const wantedKey = searchFromFilters(wanted).toString();
  useEffect(() => {
    const filters = filtersFromSearch(new URLSearchParams(wantedKey));
    const state = useOrderList.getState();
    if (state.filters === null || !sameFilters(state.filters, filters) || state.status === 'idle') {
      void loadFirstPage(filters);
    }
  }, [wantedKey]);

  useSummaryPoll(applied.date);

  const counts = data.counts?.date === applied.date ? data.counts.counts : undefined;
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
        statusCounts={counts}
        label={t('orders.filters.label')}
      />
      {/* The notice stays in sight while the page scrolls (a phone), so it is seen and reached. */}
      <Box ref={wrapper} css={{ '& > div > button': NOTICE_IN_SIGHT }}>
        <OrderList
          label={t('orders.list.label')}
          state={current ? listState(data) : 'loading'}
          texts={{ ...texts.list, error: `${t('orders.list.error')} ${describeError(data.error)}` }}
          onReachEnd={() => void loadNextPage()}
          onRetry={retryList}
          onClearFilters={filtered ? clear : undefined}
          newOrdersLabel={
            current && data.incoming > 0
              ? t('orders.list.newOrders', { count: data.incoming })
              : undefined
          }
          onShowNew={() => {
            keepAnchor();
            setAnnouncement(t('orders.list.newOrdersShown', { count: data.incoming }));
            showNewOrders();
          }}
        >
          {orders.map((order) => {
            const shortId = shortOrderId(order.uuid);
            return (
              <OrderRow
                key={order.uuid}
                shortId={shortId}
                updatedAgo={timeAgo(order.updatedAt, now, i18n.language, t('orders.row.justNow'))}
                customerName={order.customer.fullName}
                orderName={order.name}
                status={order.status}
                statusLabel={texts.statusName(order.status)}
                href={`${adminOrderPath(order.uuid)}${search}`}
                linkLabel={t('orders.row.details')}
                linkAriaLabel={t('orders.row.detailsOf', { shortId })}
              />
            );
          })}
        </OrderList>
      </Box>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
