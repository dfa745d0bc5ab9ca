/**
 * The decimal separator of each language the app speaks, as `Intl.NumberFormat` writes it, and of
 * any other language (a region's variant such as 'es-MX') once Intl has been asked: making a
 * number format loads the locale's number patterns, a few milliseconds each time, and the item
 * texts and drawings ask for every item they render (decimal-separator.test.ts holds these to
 * Intl's).
 */
const separators = new Map<string, string>([
  ['en', '.'],
  ['es', ','],
]);

/** The decimal separator `language` writes: '.' in English, ',' in Spanish. */
export function decimalSeparatorOf(language: string): string {
  const known = separators.get(language);
  if (known !== undefined) return known;
  const separator =
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  separators.set(language, separator);
  return separator;
}
