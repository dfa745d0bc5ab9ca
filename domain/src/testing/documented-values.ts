/*
 * Reading the documented defaults (docs/rules-and-defaults.md, "Defaults at a glance", and the
 * README's tables) for the tests that hold them to their constants: the server's and the domain's
 * rows in bff/test/documented-defaults.test.ts, the browser's in web/test. Pure text in, values
 * out: the tests read the files.
 */

/** The rows of the first Markdown table under `heading`, header and separator left out. */
export function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`No heading "${heading}"`);
  const first = lines.findIndex((line, index) => index > start && line.startsWith('|'));
  const rows: string[][] = [];
  for (let index = first; index < lines.length && lines[index]!.startsWith('|'); index += 1) {
    rows.push(
      lines[index]!.slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2);
}

/** A value as the table writes it, brought to one unit per kind so units may differ. */
export type Quantity =
  | { kind: 'count'; value: number }
  | { kind: 'length'; unit: 'mm' | 'in'; value: number }
  | { kind: 'duration'; ms: number }
  | { kind: 'size'; text: string }
  | { kind: 'limit'; points: number; ms: number }
  | { kind: 'word'; text: string };

export const MS_PER: Readonly<Record<string, number>> = {
  ms: 1,
  s: 1_000,
  min: 60_000,
  h: 3_600_000,
  days: 86_400_000,
};

export const count = (value: number): Quantity => ({ kind: 'count', value });
export const mm = (value: number): Quantity => ({ kind: 'length', unit: 'mm', value });
export const inches = (value: number): Quantity => ({ kind: 'length', unit: 'in', value });
/** A setting named by a word ('none', 'any'), not by a number. */
export const word = (text: string): Quantity => ({ kind: 'word', text });
export const duration = (value: number, unit: keyof typeof MS_PER): Quantity => ({
  kind: 'duration',
  ms: value * MS_PER[unit]!,
});

const NUMBER = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const VALUE = new RegExp(`^${NUMBER}(?: (ms|s|min|h|days|mm|in|MB))?$`);
const RATE = new RegExp(`^${NUMBER} per ${NUMBER} (ms|s|min|h|days)$`);
const toNumber = (text: string) => Number(text.replaceAll(',', ''));
const WORD = /^[a-z]+$/;

/** "3600 s", "9,999", "25.4 mm", "1 MB", "30 per 15 min", "none" as a Quantity. */
export function quantityOf(text: string): Quantity {
  if (WORD.test(text)) return word(text);
  const rate = RATE.exec(text);
  if (rate) {
    return {
      kind: 'limit',
      points: toNumber(rate[1]!),
      ms: toNumber(rate[2]!) * MS_PER[rate[3]!]!,
    };
  }
  const match = VALUE.exec(text);
  if (!match) throw new Error(`"${text}" is not a value the table can hold`);
  const [, digits, unit] = match;
  const value = toNumber(digits!);
  if (unit === undefined) return count(value);
  if (unit === 'mm' || unit === 'in') return { kind: 'length', unit, value };
  if (unit === 'MB') return { kind: 'size', text: `${value}mb` };
  return duration(value, unit);
}

/** One row of "Defaults at a glance". */
export interface DefaultRow {
  value: string;
  what: string;
  file: string;
  /** The constant, with the path to the value inside it: `HTTP_TIMEOUTS.headersSeconds`. */
  constant: string;
}

const CONSTANT_CELL = /^`([^`#]+)#([A-Z][A-Z0-9_]*(?:\.\w+)*)`$/;

/** The rows of docs/rules-and-defaults.md's "Defaults at a glance", given the page's text. */
export function glanceRows(rulesAndDefaults: string): DefaultRow[] {
  return tableUnder(rulesAndDefaults, '## Defaults at a glance').map(
    ([value = '', what = '', constantCell = '']) => {
      const match = CONSTANT_CELL.exec(constantCell);
      if (!match)
        throw new Error(`"${constantCell}" does not name a file#CONSTANT (row "${what}")`);
      return { value, what, file: match[1]!, constant: match[2]! };
    },
  );
}
