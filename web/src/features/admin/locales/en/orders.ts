/**
 * English texts of the admin order list (`admin` namespace, key `orders`). The product's own
 * texts ('Order list', 'Loading...', 'End of the list') are kept word for word
 * (docs/product.md §2).
 */
export const enOrders = {
  title: 'Order list',
  filters: {
    label: 'Filter orders',
    idLabel: 'ID',
    idPlaceholder: 'Search by order ID',
    idHint: 'Type at least 5 characters',
    customerLabel: 'Customer',
    orderNameLabel: 'Order name',
    nameHint: 'Part of the name, at least 2 characters',
    dateLabel: 'Date',
    dateChoices: {
      today: 'Today',
      yesterday: 'Yesterday',
      week: 'Last week',
      month: 'Last month',
      all: 'All',
    },
    statusLabel: 'Status',
    allStatuses: 'All',
    clear: 'Clear filters',
    toggle: 'Filters',
    activeFilters: 'Active filters',
    removeFilter: 'Remove filter',
  },
  statuses: {
    Pending: 'Pending',
    Approved: 'Approved',
    'To Cut': 'To Cut',
    'To Deliver': 'To Deliver',
    Rejected: 'Rejected',
  },
  list: {
    label: 'Orders',
    columns: {
      id: 'Order',
      updated: 'Last update',
      customer: 'Customer',
      name: 'Order name',
      total: 'Total',
      status: 'Status',
      link: 'Details',
    },
    loading: 'Loading...',
    end: 'End of the list',
    error: 'The orders could not be loaded.',
    retry: 'Retry',
    empty: 'No orders match these filters',
    clearFilters: 'Clear filters',
    newOrders_one: '{{count}} new order',
    newOrders_other: '{{count}} new orders',
    newOrdersShown_one: '{{count}} new order added at the top of the list',
    newOrdersShown_other: '{{count}} new orders added at the top of the list',
  },
  row: {
    details: 'Details',
    detailsOf: 'Details of order {{shortId}}',
    justNow: 'just now',
    updated: 'Updated {{ago}}',
  },
};
