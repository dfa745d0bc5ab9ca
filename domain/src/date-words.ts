/*
 * How the customer's e-mails and tracking page write a moment (docs/product.md, "E-mails to the
 * customer" and "Following an order"): its weekday, day, month and year in words, then the time
 * on the 24-hour clock, "Thursday, 26 November 2026, 10:06" / "jueves, 26 de noviembre de 2026,
 * 10:06". English writes the day before the month, as the shop does.
 */
import type { OrderLanguage } from './schemas';

/** The BCP 47 tag each language's dates are written with. */
const DATE_LOCALES: Readonly<Record<OrderLanguage, string>> = { en: 'en-GB', es: 'es' };

/**
 * `date` in words in `language`, with Intl, in `timeZone` (the runtime's own when absent). The
 * e-mails write it in the shop's time zone; the tracking page writes the same words without
 * Intl (its date-in-words.ts), which its test holds to these.
 */
export function dateWordsWithIntl(date: Date, language: OrderLanguage, timeZone?: string): string {
  const locale = DATE_LOCALES[language];
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
  return `${day}, ${time}`;
}
