/*
 * Part labels (docs/production/plans-and-labels.md, "Labels"): one printable label per piece,
 * with the part id as a Code 128 barcode and a QR code of the order.
 */
export { labelsHtml, labelsFileName } from './html';
export { labelBarcodeOptions, labelQrOptions, QR_SYMBOL_ID } from './barcodes';
export { labelPieces, type LabelPiece } from './pieces';
export {
  BARCODE_RULES,
  COMPACT_LABEL_LAYOUT,
  EXPORT_LABEL_PAPERS,
  LABEL_FILE_NAMES,
  LABELS_PAGE_CSP,
  PART_LABEL_LAYOUT,
  LABEL_PAPERS,
  LABEL_SHEETS,
  labelsPerPage,
  type LabelLayout,
  type LabelPaper,
} from './rules';
