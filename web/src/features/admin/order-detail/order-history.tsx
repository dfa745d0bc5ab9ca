import { HistoryTimeline, LoadableSection, type HistoryEntry } from '@cutshop/design-system';
import { ORDER_STATUSES, type OrderStatus, type StoredOrder } from '@cutshop/domain';
import { useTranslation } from 'react-i18next';
import { useLoadTexts } from './order-production';
import type { HistoryLoad } from './use-order-detail';
import { useDateTime } from './use-date-time';

/**
 * The order's status history, newest first, ending with the order being placed: who made each
 * change, when, from which status to which, and the message sent with it.
 */
export function OrderHistory({
  order,
  history,
  onRetry,
}: {
  order: StoredOrder;
  history: HistoryLoad;
  onRetry: () => void;
}) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const title = t('detail.history.title');
  const loadTexts = useLoadTexts('detail.history');

  if (history.kind !== 'ready') {
    return (
      <LoadableSection
        title={title}
        variant="plain"
        state={history.kind}
        texts={loadTexts}
        onRetry={onRetry}
        printHidden
      />
    );
  }

  const changes: HistoryEntry[] = history.entries.map((change, index) => ({
    id: `${change.changedAt}-${index}`,
    by: change.admin.email,
    at: dateTime(change.changedAt),
    from: change.from,
    to: change.to,
    message: change.message || undefined,
  }));
  const placed: HistoryEntry = {
    id: 'placed',
    by: t('detail.history.placedBy', { name: order.customer.fullName }),
    at: dateTime(order.createdAt),
    to: 'Pending',
  };
  const statusNames = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, t(`detail.statuses.${status}`)]),
  ) as Record<OrderStatus, string>;

  return (
    <HistoryTimeline
      entries={[...changes].reverse().concat(placed)}
      texts={{
        title,
        empty: t('detail.history.empty'),
        to: t('detail.history.to'),
        message: t('detail.history.message'),
        statusNames,
      }}
    />
  );
}
