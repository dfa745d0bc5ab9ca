/*
 * A small RFC 4180 CSV writer (docs/production/outputs.md, "CSV files"): CRLF line ends, a field
 * quoted when it holds a quote, a comma, a CR or an LF, quotes doubled inside. Numbers are written
 * by the caller (formats/numbers.ts) and never neutralised.
 */

/** What a cell holds: text, or a number already written as text by a format's own rule. */
export type CsvCell = string | { number: string };

/** The byte order mark Excel needs to read a CSV file as UTF-8. */
const UTF8_BOM = '\uFEFF';
/** RFC 4180 line end. */
const CSV_LINE_END = '\r\n';

/**
 * The characters that make a spreadsheet read a text cell as a formula (docs/production/outputs.md,
 * "Formula injection"): such a text gets a leading apostrophe, which Excel and LibreOffice show as
 * text and do not print.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;
const FORMULA_GUARD = "'";

const NEEDS_QUOTES = /[",\r\n]/;

/** A number cell: the text is written as given (digits, `.` decimals, maybe a sign). */
export function csvNumber(text: string): CsvCell {
  return { number: text };
}

/** A text cell made safe for spreadsheets: a leading formula character gets an apostrophe. */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? FORMULA_GUARD + text : text;
}

/** One field, quoted when RFC 4180 asks for it. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

interface CsvOptions {
  /** Start with the UTF-8 byte order mark (files opened in Excel). */
  bom: boolean;
  /** Guard text cells against formula injection (see FORMULA_TRIGGERS). */
  neutraliseFormulas: boolean;
}

function cellText(cell: CsvCell, options: CsvOptions): string {
  if (typeof cell !== 'string') return cell.number;
  return options.neutraliseFormulas ? neutraliseFormula(cell) : cell;
}

/** A whole CSV document: the header, then the rows, each line ended by CRLF. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: CsvOptions,
): string {
  const lines = [header, ...rows].map(
    (row) => row.map((cell) => csvField(cellText(cell, options))).join(',') + CSV_LINE_END,
  );
  return (options.bom ? UTF8_BOM : '') + lines.join('');
}
