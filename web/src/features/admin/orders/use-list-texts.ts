import { ORDER_STATUSES, type OrderStatus } from '@cutshop/domain';
import type { OrderFilterTexts, OrderListColumns, OrderListTexts } from '@cutshop/design-system';
import { useTranslation } from 'react-i18next';

/**
 * The translated texts the design system's filter bar and list take, from the `admin`
 * namespace, with the status names the rows' badges show.
 */
export function useListTexts() {
  const { t } = useTranslation('admin');
  const statusName = (status: OrderStatus) => t(`orders.statuses.${status}`);
  const filters: OrderFilterTexts = {
    idLabel: t('orders.filters.idLabel'),
    idPlaceholder: t('orders.filters.idPlaceholder'),
    idHint: t('orders.filters.idHint'),
    customerLabel: t('orders.filters.customerLabel'),
    orderNameLabel: t('orders.filters.orderNameLabel'),
    nameHint: t('orders.filters.nameHint'),
    dateLabel: t('orders.filters.dateLabel'),
    dateChoices: {
      today: t('orders.filters.dateChoices.today'),
      yesterday: t('orders.filters.dateChoices.yesterday'),
      week: t('orders.filters.dateChoices.week'),
      month: t('orders.filters.dateChoices.month'),
      '': t('orders.filters.dateChoices.all'),
    },
    statusLabel: t('orders.filters.statusLabel'),
    allStatuses: t('orders.filters.allStatuses'),
    statusNames: Object.fromEntries(ORDER_STATUSES.map((status) => [status, statusName(status)])),
    clear: t('orders.filters.clear'),
    toggle: t('orders.filters.toggle'),
    activeFilters: t('orders.filters.activeFilters'),
    removeFilter: t('orders.filters.removeFilter'),
  };
  const list: Omit<OrderListTexts, 'error'> = {
    loading: t('orders.list.loading'),
    end: t('orders.list.end'),
    retry: t('orders.list.retry'),
    empty: t('orders.list.empty'),
    clearFilters: t('orders.list.clearFilters'),
  };
  const columns: OrderListColumns = {
    id: t('orders.list.columns.id'),
    updated: t('orders.list.columns.updated'),
    customer: t('orders.list.columns.customer'),
    name: t('orders.list.columns.name'),
    // Every row has the total column (empty for an order without a price).
    total: t('orders.list.columns.total'),
    status: t('orders.list.columns.status'),
    link: t('orders.list.columns.link'),
  };
  return { filters, list, columns, statusName };
}
