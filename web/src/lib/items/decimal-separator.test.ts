import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { decimalSeparatorOf } from './decimal-separator';

const intlSeparator = (language: string) =>
  new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;

describe('decimalSeparatorOf', () => {
  it.each(LANGUAGES)("is Intl's separator in %s", (language) => {
    expect(decimalSeparatorOf(language)).toBe(intlSeparator(language));
  });

  it.each(['es-MX', 'en-GB', 'de', 'fr-CA'])('asks Intl for another language (%s)', (language) => {
    expect(decimalSeparatorOf(language)).toBe(intlSeparator(language));
    expect(decimalSeparatorOf(language)).toBe(intlSeparator(language));
  });

  it('writes a point in English and a comma in Spanish', () => {
    expect(decimalSeparatorOf('en')).toBe('.');
    expect(decimalSeparatorOf('es')).toBe(',');
  });
});
