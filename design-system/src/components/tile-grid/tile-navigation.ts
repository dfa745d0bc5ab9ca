/**
 * Where focus goes from tile `from` on a key press, or null when the key does not move it.
 * `rowTops` holds each tile's top offset, so Up and Down follow the grid as it wraps on screen.
 */
export function nextTileIndex(key: string, from: number, rowTops: number[]): number | null {
  const last = rowTops.length - 1;
  const columns = columnCount(rowTops);
  switch (key) {
    case 'ArrowRight':
      return Math.min(from + 1, last);
    case 'ArrowLeft':
      return Math.max(from - 1, 0);
    case 'ArrowDown':
      return from + columns <= last ? from + columns : from;
    case 'ArrowUp':
      return from - columns >= 0 ? from - columns : from;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** How many tiles share the first row. */
function columnCount(rowTops: number[]): number {
  const firstTop = rowTops[0];
  const count = rowTops.filter((top) => top === firstTop).length;
  return Math.max(count, 1);
}
