/** A swatch colour as the catalogue takes it: `#` and three or six hex digits, any case. */
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * True when the swatch is a colour (`#rgb` or `#rrggbb`, as the seeded `#F4F4F1`); any other
 * non-empty value is an image URL.
 */
export function isSwatchColour(value: string | null): value is string {
  return value !== null && COLOUR.test(value);
}

/** True when the swatch is an image URL (the server's start with `/`). */
export function isSwatchImage(value: string | null): value is string {
  return value !== null && value !== '' && !isSwatchColour(value);
}

/**
 * The colour for what a person typed in the hex field, as `#rrggbb` in small letters (what a
 * native colour input takes): '#A1B2C3', 'a1b2c3', ' #a1b2c3 ' -> '#a1b2c3', '#abc' ->
 * '#aabbcc'; null when it is not three or six hex digits.
 */
export function colourFromHexText(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  if (!COLOUR.test(withHash)) return null;
  return withHash.length === 4
    ? `#${[...withHash.slice(1)].map((digit) => digit + digit).join('')}`
    : withHash;
}
