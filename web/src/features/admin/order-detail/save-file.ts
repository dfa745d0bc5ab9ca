/**
 * How long the object URL of a saved file is kept after the click: the browser has started the
 * download by then (revoking it at once can cancel it in some browsers).
 */
const OBJECT_URL_LIFETIME_MS = 10_000;

/**
 * Saves `blob` as a download named `fileName`: an object URL and a hidden anchor with the
 * `download` attribute, clicked once, then both cleaned up.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
