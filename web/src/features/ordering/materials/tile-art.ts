/** A node's `swatch` is a CSS colour or a picture's address; tiles take them separately. */
export function tileArt(swatch: string | null): { swatch: string | null; imageSrc: string | null } {
  if (swatch === null || swatch.trim() === '') return { swatch: null, imageSrc: null };
  const isPicture = /^(\/|https?:|data:image\/)/i.test(swatch.trim());
  return isPicture ? { swatch: null, imageSrc: swatch } : { swatch, imageSrc: null };
}
