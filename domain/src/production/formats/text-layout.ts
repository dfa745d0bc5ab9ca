/*
 * Fixed-width text for the production file (docs/production/outputs.md, "production.txt"):
 * headings, aligned tables and wrapped paragraphs, never wider than the page, no trailing spaces.
 */

/** The production file's layout numbers. */
export const TEXT_LAYOUT = {
  /** The widest line, in characters: 100 columns print on A4 portrait in a 8 to 9 pt monospace. */
  pageWidth: 100,
  /** Spaces between two table columns. */
  columnGap: 2,
  /** Extra indentation of the continuation of a line too long for the page. */
  continuationIndent: 4,
} as const;

/** Characters a line is measured in: UTF-16 code units, which never undercounts a code point. */
function lineWidth(line: string): number {
  return line.length;
}

/** Customer text on one line: line breaks, tabs and other control characters become spaces. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** Customer text kept as paragraphs: CR LF and CR become LF, other control characters spaces. */
export function paragraphs(text: string): string[] {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
      .split('\n')
      .map((line) => line.trimEnd())
  );
}

/** The longest head of `text` (at least one character) that is at most `width` wide, and the rest. */
function splitAt(text: string, width: number): [string, string] {
  let head = '';
  for (const character of text) {
    if (head !== '' && lineWidth(head + character) > width) break;
    head += character;
  }
  return [head, text.slice(head.length)];
}

/**
 * Word-wraps one line of text: the first line starts with `firstIndent`, the others with
 * `restIndent`; each at most `TEXT_LAYOUT.pageWidth` wide (a word longer than a line is cut).
 * An empty text gives one line holding the indentation, trimmed.
 */
export function wrap(text: string, firstIndent = '', restIndent = firstIndent): string[] {
  const lines: string[] = [];
  let indent = firstIndent;
  let line = '';
  const push = () => {
    lines.push((indent + line).trimEnd());
    indent = restIndent;
    line = '';
  };
  const fits = (candidate: string) =>
    lineWidth(indent) + lineWidth(candidate) <= TEXT_LAYOUT.pageWidth;
  for (const word of text.split(' ').filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') push();
    let rest = word;
    while (rest !== '' && !fits(rest)) {
      const [head, tail] = splitAt(rest, TEXT_LAYOUT.pageWidth - lineWidth(indent));
      line = head;
      push();
      rest = tail;
    }
    line = rest;
  }
  if (line !== '' || lines.length === 0) push();
  return lines;
}

/**
 * Makes every line fit the page: a longer line is wrapped at its spaces, its continuation indented
 * under it; trailing spaces are removed everywhere.
 */
export function fitToPage(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const trimmed = line.trimEnd();
    if (lineWidth(trimmed) <= TEXT_LAYOUT.pageWidth) return [trimmed];
    const indent = /^ */.exec(trimmed)?.[0] ?? '';
    const rest = ' '.repeat(
      Math.min(indent.length + TEXT_LAYOUT.continuationIndent, TEXT_LAYOUT.pageWidth / 2),
    );
    return wrap(trimmed.slice(indent.length), indent, rest);
  });
}

/** A table column: its heading and which side its cells line up on. */
export interface TextColumn {
  heading: string;
  align: 'left' | 'right';
}

/**
 * An aligned table: each column as wide as its widest cell, `columnGap` spaces between columns,
 * a heading line and a dashed line under it. Every line starts with `indent`.
 */
export function table(
  columns: readonly TextColumn[],
  rows: readonly (readonly string[])[],
  indent = '',
): string[] {
  const widths = columns.map((column, index) =>
    Math.max(lineWidth(column.heading), ...rows.map((row) => lineWidth(row[index] ?? ''))),
  );
  const gap = ' '.repeat(TEXT_LAYOUT.columnGap);
  const format = (cells: readonly string[]) =>
    (
      indent +
      columns
        .map((column, index) => {
          const cell = cells[index] ?? '';
          const width = widths[index] ?? 0;
          return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
        })
        .join(gap)
    ).trimEnd();
  return [
    format(columns.map((column) => column.heading)),
    format(widths.map((width) => '-'.repeat(width))),
    ...rows.map(format),
  ];
}

/** A section heading: the title in capitals over a line of `=` as wide as the page. */
export function heading(title: string): string[] {
  return [title.toUpperCase(), '='.repeat(TEXT_LAYOUT.pageWidth)];
}

/** A sub-heading: the title over a line of `-` as wide as the page. */
export function subHeading(title: string): string[] {
  return [...fitToPage([title]), '-'.repeat(TEXT_LAYOUT.pageWidth)];
}

/** `label:` padded to `width`, then the value; the value wraps under itself when long. */
export function field(label: string, value: string, width: number, indent = ''): string[] {
  const start = `${indent}${`${label}:`.padEnd(width)} `;
  return wrap(oneLine(value), start, ' '.repeat(start.length));
}
