import type { Language } from '../../../lib/i18n/languages';

/*
 * The tracking timeline's dates in words, in the browser's time zone, exactly as
 * `Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' })` writes them in
 * English and Spanish ("November 26, 2026 at 9:06 AM", "26 de noviembre de 2026 a las 9:06").
 * Making that format loads the locale's date patterns: 12 to 24 ms on a desktop, several times
 * that on a phone, in the tracking page's first seconds (docs/architecture.md, "The tracking
 * page's start"). date-in-words.test.ts holds these words to Intl's.
 */

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
  const day = date.getDate();
  const month = MONTHS[language][date.getMonth()] as string;
  const year = date.getFullYear();
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  if (language === 'es') return `${day} de ${month} de ${year} a las ${hours}:${minutes}`;
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${month} ${day}, ${year} at ${hours12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
