import { toSVG, type RenderOptions } from 'bwip-js/generic';
import { BARCODE_RULES } from './rules';

/*
 * The label's two barcodes as inline SVG (docs/production/plans-and-labels.md, "Labels"),
 * drawn by bwip-js: the part id in Code 128, the order's URL in a QR code.
 */

/**
 * The bwip-js options of a part id's Code 128 barcode: the label draws it with `toSVG`, the
 * tests render the same options to PNG and decode it back. A new object on every call (bwip-js
 * writes into the options it is given).
 */
export function labelBarcodeOptions(partId: string): RenderOptions {
  return {
    ...BARCODE_RULES.code128,
    text: partId,
    includetext: false,
    backgroundcolor: BARCODE_RULES.background,
  };
}

/** The bwip-js options of the QR code of an order's URL (error correction M, the default). */
export function labelQrOptions(orderUrl: string): RenderOptions {
  return { ...BARCODE_RULES.qr, text: orderUrl, backgroundcolor: BARCODE_RULES.background };
}

/**
 * A linear barcode's bwip-js SVG made fit for a box of the page, on one line: sized and
 * stretched to its container (the bars scale evenly), hidden from screen readers (the label prints what it
 * encodes).
 */
function inlineSvg(svg: string, className: string): string {
  return svg
    .trim()
    .replace(/\n/g, '')
    .replace(
      /^<svg /,
      `<svg class="${className}" width="100%" height="100%" preserveAspectRatio="none" aria-hidden="true" focusable="false" `,
    );
}

/** The Code 128 barcode of a part id, as inline SVG. */
export function barcodeSvg(partId: string): string {
  const known = drawnBarcodes.get(partId);
  if (known !== undefined) return known;
  const svg = inlineSvg(toSVG(labelBarcodeOptions(partId)), 'barcode');
  if (drawnBarcodes.size >= BARCODE_RULES.rememberedBarcodes) {
    // The oldest drawing goes first (a Map keeps insertion order).
    const oldest = drawnBarcodes.keys().next().value;
    if (oldest !== undefined) drawnBarcodes.delete(oldest);
  }
  drawnBarcodes.set(partId, svg);
  return svg;
}

/**
 * Barcodes already drawn, by part id: a part's barcode is the same on every label of its pieces,
 * on both papers and in every export of the order, and drawing one is the slow part of a label.
 */
const drawnBarcodes = new Map<string, string>();

/** The id of the QR code's symbol in the labels page: drawn once, used by every label. */
export const QR_SYMBOL_ID = 'order-qr';

/**
 * The QR code of the order's URL as an SVG `<symbol>` (every label of an order shows the same
 * code, so the page holds it once and each label `<use>`s it).
 */
export function qrSymbol(orderUrl: string): string {
  const svg = toSVG(labelQrOptions(orderUrl)).trim().replace(/\n/g, '');
  const viewBox = /viewBox="([^"]*)"/.exec(svg)?.[1] ?? '';
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<symbol id="${QR_SYMBOL_ID}" viewBox="${viewBox}">${inner}</symbol>`;
}
