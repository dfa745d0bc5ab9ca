/*
 * The production files (docs/production/outputs.md): the cut-list CSVs, the hardware CSV, the
 * order as JSON and the production text file.
 */
export {
  CSV_LINE_END,
  FORMULA_TRIGGERS,
  UTF8_BOM,
  csvDocument,
  csvField,
  csvNumber,
  neutraliseFormula,
  type CsvCell,
  type CsvOptions,
} from './csv';
export { partId, paddedIndex } from './part-id';
export {
  CUT_LIST_CSV_COLUMNS,
  CUT_LIST_CSV_INCH_COLUMNS,
  canRotate,
  cutListCsv,
  labelText,
} from './cut-list-csv';
export {
  CUT_LIST_OPTIMIZER_COLUMNS,
  cutListOptimizerCsv,
  optimizerField,
} from './cut-list-optimizer-csv';
export { HOMAG_COLUMNS, HOMAG_EDGES, HOMAG_GRAIN, edgeBandCode, homagCsv } from './homag-csv';
export { HARDWARE_CSV_COLUMNS, HARDWARE_LINES, accessoryUnit, hardwareCsv } from './hardware-csv';
export { orderJson } from './order-json';
export { productionText, sheetsByArea, utcText } from './production-text';
export { TEXT_LAYOUT } from './text-layout';
export { optionLines } from './option-lines';
export {
  ACCESSORY_WORDS,
  FRONT_DRAWER_HOLE_WORDS,
  GRAIN_WORDS,
  HEIGHT_FAMILY_WORDS,
  MATERIAL_KEY_WORDS,
  OPTION_WORDS,
  VALUE_WORDS,
} from './words';
