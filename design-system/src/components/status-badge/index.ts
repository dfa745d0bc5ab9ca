export { StatusBadge, BADGE_STATUSES } from './status-badge';
export type { StatusBadgeProps, BadgeStatus } from './status-badge';
export { statusBadgeRecipe } from './status-badge.recipe';
