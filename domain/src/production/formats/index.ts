/*
 * The production files (docs/production/outputs.md): the cut-list CSVs, HOMAG's project.xml, the
 * hardware CSV, the order as JSON and the production text file.
 */
export { csvDocument, csvField, csvNumber, neutraliseFormula, type CsvCell } from './csv';
export { partId, paddedIndex } from './part-id';
export { partNumber, partNumbers, type PartNumbers } from './part-number';
export { CUT_LIST_CSV_COLUMNS, CUT_LIST_CSV_INCH_COLUMNS, cutListCsv } from './cut-list-csv';
export {
  CUT_LIST_OPTIMIZER_COLUMNS,
  cutListOptimizerCsv,
  optimizerField,
} from './cut-list-optimizer-csv';
export { HOMAG_COLUMNS, HOMAG_GRAIN, homagCsv, homagEdgeDiagram } from './homag-csv';
export { homagProjectXml } from './homag-project-xml';
export { edgeBandCode } from './edge-bands';
export { HARDWARE_CSV_COLUMNS, accessoryUnit, hardwareCsv } from './hardware-csv';
export { orderJson } from './order-json';
export { productionText, utcText } from './production-text';
export { priceJson, priceSection } from './price-text';
export { TEXT_LAYOUT } from './text-layout';
export { optionLines } from './option-lines';
export {
  ACCESSORY_NAMES,
  FRONT_DRAWER_HOLE_WORDS,
  GRAIN_WORDS,
  HEIGHT_FAMILY_WORDS,
  MATERIAL_KEY_WORDS,
  OPTION_WORDS,
  VALUE_WORDS,
} from './words';
