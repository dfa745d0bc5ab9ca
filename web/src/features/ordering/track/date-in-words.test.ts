import { dateWordsWithIntl } from '@cutshop/domain';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../lib/i18n/languages';
import { dateInWords } from './date-in-words';

/** Every month, on days and at hours where the words change: midnight, noon, the last minute. */
function sampleDates(): Date[] {
  const dates: Date[] = [];
  for (let month = 0; month < 12; month += 1) {
    for (const [day, hours, minutes] of [
      [1, 0, 0],
      [9, 0, 5],
      [15, 11, 59],
      [20, 12, 0],
      [28, 12, 30],
      [28, 13, 7],
      [28, 23, 59],
    ] as const) {
      dates.push(new Date(2026, month, day, hours, minutes));
    }
  }
  dates.push(new Date(1999, 11, 31, 9, 6), new Date(2031, 1, 3, 21, 45));
  return dates;
}

describe('dateInWords', () => {
  it.each(LANGUAGES)('writes what the e-mails write with Intl in %s', (language) => {
    for (const date of sampleDates()) {
      expect(dateInWords(date, language)).toBe(dateWordsWithIntl(date, language));
    }
  });

  it('reads the day and time in the local time zone', () => {
    const date = new Date(2026, 10, 26, 9, 6);
    expect(dateInWords(date, 'en')).toBe('Thursday, 26 November 2026, 09:06');
    expect(dateInWords(date, 'es')).toBe('jueves, 26 de noviembre de 2026, 09:06');
  });
});
