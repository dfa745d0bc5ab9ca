export { Notification, NOTIFICATION_DURATION_MS } from './notification';
export type { NotificationProps } from './notification';
export { notificationRecipe } from './notification.recipe';
