import { PRINT_HIDE } from '@cutshop/design-system';
import { Global } from '@emotion/react';

/** Marks the detail's root: printing keeps this element and what is inside it, nothing else. */
export const PRINT_ROOT = 'data-order-detail';

/**
 * Marks a long block of the detail that may run over several pages (the hardware, the cut list):
 * it is not kept on one page like the other blocks; its own rows and materials say where to break.
 */
export const PRINT_FLOW = 'data-print-flow';

const root = `[${PRINT_ROOT}]`;

/**
 * The printed work order, for A4 and Letter alike (the page size is the printer's; only the
 * margins are set). It is the same page under `@media print`, so the Print button and Ctrl+P
 * give the same result: everything around the detail (header, language choice, banners) and its
 * controls are left out, colours are kept for the status badges, rows and blocks are never cut
 * across two pages, and the items' header row repeats on each page. The hardware prints with
 * every breakdown open, the cut list with each material on a new page.
 */
const PRINT_CSS = `
@page { margin: 14mm 12mm; }
@media print {
  html, body { background: #fff !important; }
  :has(${root}) > :not(:has(${root})):not(${root}),
  ${root} [${PRINT_HIDE}] { display: none !important; }
  :has(${root}) { margin: 0 !important; padding: 0 !important; max-width: none !important; min-height: 0 !important; }
  ${root} { color: #000; gap: 10pt !important; font-size: 10.5pt; }
  ${root} * { box-shadow: none !important; }
  ${root} a { color: inherit !important; text-decoration: none !important; }
  ${root} h1, ${root} h2 { break-after: avoid; }
  ${root} > section, ${root} [data-print-block] { break-inside: avoid; }
  ${root} [${PRINT_FLOW}], ${root} [${PRINT_FLOW}] > section { break-inside: auto; }
  ${root} .shop-status-badge { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;

/** Adds the work-order print rules while the detail is shown. */
export function PrintStyles() {
  return <Global styles={PRINT_CSS} />;
}
