import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Formats a stored ISO time as a date and time in the interface language and the person's own
 * time zone, e.g. '12 May 2025, 10:42'.
 */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  return useCallback((iso: string) => format.format(new Date(iso)), [format]);
}
