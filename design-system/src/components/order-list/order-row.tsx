import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { OrderStatus } from '@cutshop/domain';
import { useLinkComponent, type LinkComponent } from '../../provider/link-context';
import { StatusBadge } from '../status-badge/status-badge';
import { orderRowRecipe } from './order-list.recipe';

export interface OrderRowProps {
  /** The order's short id (the last dash-separated part of its uuid), e.g. '9f2c4e1a7b3d'. */
  shortId: string;
  /**
   * Time since the last update, formatted by the app so it says what it measures, e.g. 'Updated
   * 5 min ago' (the list is sorted by it).
   */
  updatedAgo: string;
  /** The last update as an ISO 8601 time, for the `<time>` element and its tooltip. */
  updatedAt?: string;
  /** The last update in full words, shown as the time's tooltip, e.g. '20 Nov 2026, 14:05'. */
  updatedTitle?: string;
  /** The customer's full name. */
  customerName: string;
  /** The order's name as the customer gave it. */
  orderName: string;
  /** The order's status; picks the badge. */
  status: OrderStatus;
  /** The translated status name; the status itself when absent. */
  statusLabel?: string;
  /** Where the detail screen is, e.g. '/admin/orders/<uuid>'. */
  href: string;
  /** The link's visible text, e.g. 'Details'. */
  linkLabel: string;
  /** The link's accessible name when the text alone is ambiguous, e.g. 'Details of order 7b3d'. */
  linkAriaLabel?: string;
  /**
   * The order's payable total, formatted by the app; given (even null, for an order without a
   * price) the row has a total column, so the columns of a priced list stay aligned.
   */
  total?: string | null;
  /** The total's name for screen readers, e.g. 'Total'. */
  totalLabel?: string;
  /** The component the link renders with (the app's router link); the provider's one by default. */
  linkAs?: LinkComponent;
}

/**
 * One order in the admin list, a row of its table (`OrderList` gives the column headers): id,
 * last update, customer, order name, its total when the shop prices orders, status and a detail
 * link. A grid row on wide screens, a small card on a phone.
 */
export function OrderRow({
  shortId,
  updatedAgo,
  updatedAt,
  updatedTitle,
  customerName,
  orderName,
  status,
  statusLabel,
  href,
  linkLabel,
  linkAriaLabel,
  total,
  totalLabel,
  linkAs,
}: OrderRowProps) {
  const recipe = useSlotRecipe({ key: 'orderRow', recipe: orderRowRecipe });
  const priced = total !== undefined;
  const styles = recipe({ priced });
  const ProviderLink = useLinkComponent();
  const Link = linkAs ?? ProviderLink;
  return (
    <chakra.div css={styles.root} role="row" data-status={status}>
      <chakra.span css={styles.id} role="cell">
        {shortId}
      </chakra.span>
      <chakra.span css={styles.updated} role="cell">
        {updatedAt ? (
          <time dateTime={updatedAt} title={updatedTitle}>
            {updatedAgo}
          </time>
        ) : (
          updatedAgo
        )}
      </chakra.span>
      <chakra.span css={styles.customer} role="cell">
        {customerName}
      </chakra.span>
      <chakra.span css={styles.name} role="cell">
        {orderName}
      </chakra.span>
      {priced && (
        <chakra.span css={styles.total} role="cell">
          {total !== null && (
            <>
              {totalLabel && <chakra.span srOnly>{totalLabel}: </chakra.span>}
              {total}
            </>
          )}
        </chakra.span>
      )}
      <chakra.span css={styles.status} role="cell">
        <StatusBadge status={status} label={statusLabel} size="sm" />
      </chakra.span>
      <chakra.span css={styles.linkCell} role="cell">
        <chakra.span css={styles.link} asChild>
          <Link href={href} aria-label={linkAriaLabel}>
            {linkLabel}
          </Link>
        </chakra.span>
      </chakra.span>
    </chakra.div>
  );
}
