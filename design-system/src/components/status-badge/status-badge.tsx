import { chakra, useRecipe } from '@chakra-ui/react';
import { ORDER_STATUSES, type OrderStatus } from '@cutshop/domain';
import { statusBadgeRecipe } from './status-badge.recipe';

/** The statuses a badge shows: the domain's order statuses, in production order. */
export const BADGE_STATUSES = ORDER_STATUSES;
export type BadgeStatus = OrderStatus;

export interface StatusBadgeProps {
  /** The order's status; picks the badge colour. */
  status: BadgeStatus;
  /** The text shown (the translated status name); the status itself when absent. */
  label?: string;
  /** `sm` for dense tables, `md` elsewhere. */
  size?: 'sm' | 'md';
}

/** A coloured pill naming an order status. */
export function StatusBadge({ status, label, size }: StatusBadgeProps) {
  const recipe = useRecipe({ key: 'statusBadge', recipe: statusBadgeRecipe });
  return (
    <chakra.span css={recipe({ status, size })} data-status={status}>
      {label ?? status}
    </chakra.span>
  );
}
