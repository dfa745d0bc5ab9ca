import { Notification, type NotificationProps } from '@cutshop/design-system';
import { useTranslation } from 'react-i18next';
import { useNotification } from './notification-store';

/**
 * The banner itself (the host places it); loaded with its animation library only once a first
 * message arrives.
 */
export default function NotificationBanner({
  placement = 'belowHeader',
}: Pick<NotificationProps, 'placement'>) {
  const { t } = useTranslation();
  const { message, tone, action, clear } = useNotification();
  return (
    <Notification
      message={message}
      tone={tone}
      onClose={clear}
      closeLabel={t('common.close')}
      placement={placement}
      action={action ? { label: action.label, onAction: action.run } : undefined}
    />
  );
}
