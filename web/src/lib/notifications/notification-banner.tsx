import { Notification } from '@cutshop/design-system';
import { useTranslation } from 'react-i18next';
import { useNotification } from './notification-store';

/**
 * The banner itself, under the page's header (the host sits right after it); loaded with its
 * animation library only once a first message arrives.
 */
export default function NotificationBanner() {
  const { t } = useTranslation();
  const { message, tone, clear } = useNotification();
  return (
    <Notification
      message={message}
      tone={tone}
      onClose={clear}
      closeLabel={t('common.close')}
      placement="belowHeader"
    />
  );
}
