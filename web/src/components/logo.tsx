import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The shop's mark: a cabinet front and the name. One component for the customer pages and the
 * admin pages, so both headers show the same mark.
 */
export function Logo() {
  const { t } = useTranslation();
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="2" fontWeight="bold">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" opacity="0.15" />
        <path
          d="M7 7h18v18H7z M16 7v18 M7 16h18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <chakra.span>{t('app.name')}</chakra.span>
    </chakra.span>
  );
}
