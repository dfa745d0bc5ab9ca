import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { orderRowRecipe, StatusBadge, type OrderRowProps } from '@cutshop/design-system';
import { Link as RouterLink } from 'react-router-dom';

/** The row's grid with a column for the total (docs/production/prices.md). */
const WITH_TOTAL = {
  gridTemplateColumns: {
    base: '1fr auto',
    md: '8.5rem 9rem minmax(0, 1.2fr) minmax(0, 1fr) 7.5rem 8rem auto',
  },
  gridTemplateAreas: {
    base: '"id status" "customer customer" "name total" "updated link"',
    md: '"id updated customer name total status link"',
  },
} as const;

const TOTAL = {
  gridArea: 'total',
  justifySelf: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
} as const;

export interface PricedOrderRowProps extends Omit<OrderRowProps, 'linkAs'> {
  /** The order's payable total, formatted; null when the order has no price. */
  total: string | null;
  /** The total's name for screen readers, e.g. 'Total'. */
  totalLabel: string;
}

/**
 * One order of the admin list with its total: the design system's order row (the same recipe,
 * grid and parts) with one more column, a grid cell on wide screens and a line of the card on a
 * phone. Empty when the order has no price, so the columns stay aligned.
 */
export function PricedOrderRow({
  shortId,
  updatedAgo,
  customerName,
  orderName,
  status,
  statusLabel,
  href,
  linkLabel,
  linkAriaLabel,
  total,
  totalLabel,
}: PricedOrderRowProps) {
  const recipe = useSlotRecipe({ key: 'orderRow', recipe: orderRowRecipe });
  const styles = recipe();
  return (
    <chakra.li css={[styles.root, WITH_TOTAL]} data-status={status}>
      <chakra.span css={styles.id}>{shortId}</chakra.span>
      <chakra.span css={styles.updated}>{updatedAgo}</chakra.span>
      <chakra.span css={styles.customer}>{customerName}</chakra.span>
      <chakra.span css={styles.name}>{orderName}</chakra.span>
      <chakra.span css={TOTAL} data-total="">
        {total !== null && (
          <>
            <chakra.span srOnly>{totalLabel}: </chakra.span>
            {total}
          </>
        )}
      </chakra.span>
      <chakra.span css={styles.status}>
        <StatusBadge status={status} label={statusLabel} size="sm" />
      </chakra.span>
      <chakra.span css={styles.link} asChild>
        <RouterLink to={href} aria-label={linkAriaLabel}>
          {linkLabel}
        </RouterLink>
      </chakra.span>
    </chakra.li>
  );
}
