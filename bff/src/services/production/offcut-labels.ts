import type { OffcutRecord } from '../../repositories/offcuts-repository';
import { escapeHtml } from '../mail/html';

/*
 * The printable labels of stock offcuts (docs/decisions/0012-offcut-stock.md, "Labels"): one
 * label per offcut, 2 x 4 to an A4 page like the parts' labels, with its id large (what the
 * shop writes on the board and a plan names), its material, size and where it came from, in
 * English or Spanish.
 */

/** The languages the labels are written in. */
export const OFFCUT_LABEL_LANGUAGES = ['en', 'es'] as const;
export type OffcutLabelLanguage = (typeof OFFCUT_LABEL_LANGUAGES)[number];

const WORDS: Readonly<Record<OffcutLabelLanguage, Readonly<Record<string, string>>>> = {
  en: {
    title: 'Offcut labels',
    size: 'Size',
    thickness: 'Thickness',
    from: 'From order',
    sheet: 'sheet',
    stocked: 'In stock since',
    none: 'No offcuts in stock.',
  },
  es: {
    title: 'Etiquetas de retales',
    size: 'Medida',
    thickness: 'Grosor',
    from: 'Del pedido',
    sheet: 'tablero',
    stocked: 'En stock desde',
    none: 'No hay retales en stock.',
  },
};

/** The page's file name when saved. */
export const OFFCUT_LABELS_FILE_NAME = 'offcut-labels.html';

/** A length in millimetres as the labels print it: at most one decimal, no trailing zero. */
function mm(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function label(offcut: OffcutRecord, words: Readonly<Record<string, string>>): string {
  const day = offcut.createdAt.slice(0, 10);
  return [
    '<section class="label">',
    `<p class="id">${escapeHtml(offcut.id)}</p>`,
    `<p class="material">${escapeHtml(offcut.code)} · ${escapeHtml(offcut.name)}</p>`,
    `<p>${words.size}: <strong>${mm(offcut.lengthMm)} × ${mm(offcut.widthMm)} mm</strong></p>`,
    `<p>${words.thickness}: ${mm(offcut.thicknessMm)} mm</p>`,
    `<p>${words.from} ${escapeHtml(offcut.sourceOrderId)}, ${words.sheet} ${offcut.sourceSheetIndex}</p>`,
    `<p>${words.stocked} ${day}</p>`,
    '</section>',
  ].join('');
}

/** The labels page of `offcuts` in `language`. */
export function offcutLabelsHtml(
  offcuts: readonly OffcutRecord[],
  language: OffcutLabelLanguage,
): string {
  const words = WORDS[language];
  const body =
    offcuts.length === 0
      ? `<p>${words.none}</p>`
      : `<main>${offcuts.map((offcut) => label(offcut, words)).join('')}</main>`;
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    `<title>${words.title}</title>`,
    '<style>',
    '@page { size: A4 portrait; margin: 13.1mm 4.65mm; }',
    'body { margin: 0; font-family: system-ui, sans-serif; }',
    'main { display: grid; grid-template-columns: 99.1mm 99.1mm; column-gap: 2.5mm; }',
    '.label { box-sizing: border-box; height: 67.7mm; padding: 4mm; overflow: hidden;',
    ' break-inside: avoid; font-size: 10pt; }',
    '.label p { margin: 0 0 1.5mm; }',
    '.id { font-size: 28pt; font-weight: 700; }',
    '.material { font-weight: 600; }',
    '</style></head><body>',
    body,
    '</body></html>',
  ].join('\n');
}
