import type { Language } from '../../../lib/i18n/languages';

/*
 * The tracking timeline's dates in words, in the browser's time zone, as the customer's e-mails
 * write them ("Thursday, 26 November 2026, 10:06", "jueves, 26 de noviembre de 2026, 10:06":
 * the domain's dateWordsWithIntl). Written down here instead of asked of Intl: making a date
 * format loads the locale's date patterns, 12 to 24 ms on a desktop, several times that on a
 * phone, in the tracking page's first seconds (docs/architecture.md, "The tracking page's
 * start"). date-in-words.test.ts holds these words to Intl's.
 */

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** `date` in words in `language`, its day and time in the browser's time zone. */
export function dateInWords(date: Date, language: Language): string {
  const weekday = WEEKDAYS[language][date.getDay()] as string;
  const day = date.getDate();
  const month = MONTHS[language][date.getMonth()] as string;
  const year = date.getFullYear();
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  if (language === 'es') return `${weekday}, ${day} de ${month} de ${year}, ${time}`;
  return `${weekday}, ${day} ${month} ${year}, ${time}`;
}
