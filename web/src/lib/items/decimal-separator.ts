/** The decimal separator `language` writes: '.' in English, ',' in Spanish. */
export function decimalSeparatorOf(language: string): string {
  return (
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.'
  );
}
