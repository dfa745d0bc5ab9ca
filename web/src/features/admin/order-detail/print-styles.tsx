import { PRINT_HIDE } from '@cutshop/design-system';
import { PLAN_PRINT_RULES } from '@cutshop/domain/production';
import { Global } from '@emotion/react';

/** Marks the detail's root: printing keeps this element and what is inside it, nothing else. */
export const PRINT_ROOT = 'data-order-detail';

/** Marks the cutting plan: printed last, after the notes and the history, one sheet a page. */
export const PRINT_PLAN = 'data-print-plan';

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
 * every breakdown open, the cut list with each material on a new page. A block with a table
 * (the items) runs on from the order's blocks and breaks between its rows, so no page is left
 * blank before it. The cutting plan comes last (after the notes and the history): each sheet on
 * a page of its own, a named page turned to landscape for a sheet wider than tall, on whichever
 * paper the printer has (A4 or Letter), the material's heading and figures on its first sheet's
 * page (docs/production/plans-and-labels.md, "The printed work order").
 */
const PRINT_CSS = `
@page { margin: 14mm 12mm; }
@page sheet-landscape { size: landscape; margin: ${PLAN_PRINT_RULES.pageMarginMm}mm; }
@page sheet-portrait { size: portrait; margin: ${PLAN_PRINT_RULES.pageMarginMm}mm; }
@media print {
  html, body { background: #fff !important; }
  :has(${root}) > :not(:has(${root})):not(${root}),
  ${root} [${PRINT_HIDE}] { display: none !important; }
  :has(${root}) { margin: 0 !important; padding: 0 !important; max-width: none !important; min-height: 0 !important; }
  ${root} { color: #000; gap: 8pt !important; font-size: 10pt; }
  ${root} * { box-shadow: none !important; }
  ${root} a { color: inherit !important; text-decoration: none !important; }
  ${root} h1, ${root} h2 { break-after: avoid; }
  ${root} > section:not(:has(table)), ${root} [data-print-block] { break-inside: avoid; }
  ${root} tr { break-inside: avoid; }
  ${root} > :has([${PRINT_PLAN}]) { order: 1; }
  ${root} [${PRINT_FLOW}], ${root} [${PRINT_FLOW}] > section { break-inside: auto; }
  ${root} .shop-status-badge { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;

/** Adds the work-order print rules while the detail is shown. */
export function PrintStyles() {
  return <Global styles={PRINT_CSS} />;
}
