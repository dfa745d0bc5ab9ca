/** A swatch colour as the catalogue stores it: `#` and six lowercase hex digits. */
const COLOUR = /^#[0-9a-f]{6}$/;

/** True when the swatch is a colour (`#rrggbb`); any other non-empty value is an image URL. */
export function isSwatchColour(value: string | null): value is string {
  return value !== null && COLOUR.test(value);
}

/** True when the swatch is an image URL (the server's start with `/`). */
export function isSwatchImage(value: string | null): value is string {
  return value !== null && value !== '' && !isSwatchColour(value);
}

/**
 * The stored colour for what a person typed in the hex field ('#A1B2C3', 'a1b2c3', ' #a1b2c3 '
 * -> '#a1b2c3'), or null when it is not six hex digits.
 */
export function colourFromHexText(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return COLOUR.test(withHash) ? withHash : null;
}
