/*
 * production.txt (docs/production/outputs.md, "production.txt"): everything the shop needs to
 * make an order, as plain fixed-width text that prints on A4. Same input, same bytes.
 */
import { shortOrderId } from '../../order-draft';
import type { StoredOrderPrice } from '../../pricing/order-price';
import type { StoredOrder } from '../../schemas';
import { MM_PER_INCH, type Unit } from '../../units';
import { ACCESSORY_UNITS, formatHardwareQuantity } from '../hardware';
import { fractionalInches } from '../../inch-fractions';
import type {
  AccessoryType,
  CutList,
  CutListCabinet,
  CutListMaterial,
  ExplodedOrder,
  HardwareSummary,
  Part,
  ProductionMaterial,
} from '../types';
import { EDGE_KINDS, type EdgeKind } from '../parts/parts-settings';
import { ACCESSORY_TYPES, EDGE_NAMES, GRAINS, MATERIAL_KEYS } from '../types';
import { cabinetName } from './cut-list-rows';
import { accessoryUnit } from './hardware-csv';
import {
  decimalInchesText,
  fractionalInchesText,
  lengthsText,
  orderLengthsText,
} from './lengths-text';
import { MM_DECIMALS, fixed } from './numbers';
import { optionLines } from './option-lines';
import { priceSection } from './price-text';
import { paddedIndex, partId } from './part-id';
import {
  field,
  fitToPage,
  heading,
  oneLine,
  paragraphs,
  subHeading,
  table,
  wrap,
  type TextColumn,
} from './text-layout';
import { ACCESSORY_NAMES, GRAIN_WORDS, MATERIAL_KEY_WORDS, VALUE_WORDS } from './words';

/** Width of the labels of the header's `label: value` lines. */
const LABEL_WIDTH = 16;
/** Indentation of the lines under an item, a cabinet or a note heading. */
const INDENT = '  ';
/** Square millimetres in a square metre. */
const MM2_PER_M2 = 1_000_000;
/** Decimals of areas in square metres. */
const AREA_DECIMALS = 3;
/** Decimals of edge-band lengths in metres. */
const EDGE_BAND_DECIMALS = 2;

/** The words of the unit line. */
const UNIT_WORDS: Record<Unit, string> = {
  mm: 'mm (lengths in millimetres)',
  in: 'in (lengths in inches: the decimal, then the nearest 1/32 in, millimetres in brackets)',
};

const ISO_UTC = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/;

/** An ISO 8601 UTC time as "2025-03-31 22:15:00 UTC"; any other text as it is. */
export function utcText(iso: string): string {
  const match = ISO_UTC.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
}

function yesNo(value: boolean): string {
  return value ? VALUE_WORDS.yes : VALUE_WORDS.no;
}

/** `#01 Base 1 Door "Sink base" x 2`. */
function cabinetTitle(
  cabinet: Pick<CutListCabinet, 'index' | 'typeName' | 'modelName' | 'description' | 'quantity'>,
): string {
  return oneLine(
    `#${paddedIndex(cabinet.index)} ${cabinetName(cabinet)} "${cabinet.description}" x ${cabinet.quantity}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Header

function materialLines(material: ProductionMaterial, unit: Unit): string[] {
  const name = `${material.name}${material.custom ? ' (custom)' : ''} [${material.code}]`;
  const sheet = [
    `sheet ${lengthsText([material.sheetLengthMm, material.sheetWidthMm], unit)}`,
    `thickness ${lengthsText([material.thicknessMm], unit)}`,
    `grain ${yesNo(material.grain)}`,
  ].join(', ');
  return [
    ...field(MATERIAL_KEY_WORDS[material.key], name, LABEL_WIDTH),
    ...wrap(sheet, ' '.repeat(LABEL_WIDTH + 1)),
  ];
}

function headerSection(order: StoredOrder, exploded: ExplodedOrder): string[] {
  const id = shortOrderId(order.uuid);
  const lines = [
    ...heading(`Production file: order ${id}`),
    ...field('Order id', id, LABEL_WIDTH),
    ...field('Order uuid', order.uuid, LABEL_WIDTH),
    ...field('Order name', order.name, LABEL_WIDTH),
    ...field('Status', order.status, LABEL_WIDTH),
  ];
  if (order.message.trim() !== '') lines.push(...field('Rejection', order.message, LABEL_WIDTH));
  lines.push(
    ...field('Created', utcText(order.createdAt), LABEL_WIDTH),
    ...field('Updated', utcText(order.updatedAt), LABEL_WIDTH),
    ...field('Unit', UNIT_WORDS[order.unit], LABEL_WIDTH),
    '',
    ...subHeading('Customer'),
    ...field('Name', order.customer.fullName, LABEL_WIDTH),
    ...field('E-mail', order.customer.email, LABEL_WIDTH),
    ...field('Phone', order.customer.phoneNumber, LABEL_WIDTH),
    ...field('Address', order.customer.address, LABEL_WIDTH),
    '',
    ...subHeading('Materials'),
    ...MATERIAL_KEYS.flatMap((key) =>
      exploded.materials
        .filter((material) => material.key === key)
        .flatMap((material) => materialLines(material, order.unit)),
    ),
  );
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Items

/**
 * "Size W x H x D: ..."; an item without a depth (a panel, a filler) says so instead of a depth
 * of 0.
 */
function sizeLine(item: StoredOrder['cabinets'][number], unit: Unit): string {
  if (item.z > 0) return `Size W x H x D: ${orderLengthsText([item.x, item.y, item.z], unit)}`;
  return `Size W x H: ${orderLengthsText([item.x, item.y], unit)}, no depth`;
}

function itemsSection(order: StoredOrder, exploded: ExplodedOrder): string[] {
  const cabinets = order.cabinets.reduce((sum, item) => sum + item.quantity, 0);
  const lines = [...heading(`Items (${order.cabinets.length} lines, ${cabinets} pieces)`)];
  order.cabinets.forEach((item, position) => {
    const index = position + 1;
    const problem = exploded.problems.find((candidate) => candidate.index === index);
    lines.push(
      ...(position === 0 ? [] : ['']),
      ...wrap(
        oneLine(
          `#${paddedIndex(index)} ${cabinetName({ typeName: item.parentName, modelName: item.cabinet.name })} "${item.description}" x ${item.quantity}`,
        ),
        '',
        INDENT,
      ),
      ...wrap(oneLine(`Furniture: ${item.name}`), INDENT),
      ...wrap(sizeLine(item, order.unit), INDENT),
      ...optionLines(item, order.unit).flatMap((line) =>
        wrap(oneLine(line), INDENT, INDENT + INDENT),
      ),
    );
    if (problem)
      lines.push(...wrap(oneLine(`Problem: ${problem.message}`), INDENT, INDENT + INDENT));
  });
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Cut list

function edgesText(part: Part): string {
  const banded = EDGE_NAMES.filter((edge) => part.edges[edge]);
  return banded.length === 0 ? '-' : banded.join(' ');
}

function sizeMm(length: number, width: number): string {
  return `${fixed(length, MM_DECIMALS)} x ${fixed(width, MM_DECIMALS)}`;
}

const PART_COLUMNS: readonly TextColumn[] = [
  { heading: 'Part', align: 'left' },
  { heading: 'Name', align: 'left' },
  { heading: 'Qty', align: 'right' },
  { heading: 'Cut L x W', align: 'right' },
  { heading: 'Finished L x W', align: 'right' },
  { heading: 'Grain', align: 'left' },
  { heading: 'Edges', align: 'left' },
];

/**
 * A part's rows: one in millimetres for a millimetre order; for an inch order three, inches
 * first (the decimal, then the nearest 1/32 in), then the millimetres in brackets.
 */
function partRows(part: Part, unit: Unit): string[][] {
  const cut = [part.cut.lengthMm, part.cut.widthMm];
  const finished = [part.finished.lengthMm, part.finished.widthMm];
  const first = [part.code, oneLine(part.name), String(part.quantity)];
  const last = [part.grain, edgesText(part)];
  if (unit === 'mm') {
    return [
      [
        ...first,
        `${sizeMm(part.cut.lengthMm, part.cut.widthMm)} mm`,
        `${sizeMm(part.finished.lengthMm, part.finished.widthMm)} mm`,
        ...last,
      ],
    ];
  }
  return [
    [...first, decimalInchesText(cut), decimalInchesText(finished), ...last],
    ['', '', '', fractionalInchesText(cut), fractionalInchesText(finished), '', ''],
    [
      '',
      '',
      '',
      `(${sizeMm(part.cut.lengthMm, part.cut.widthMm)} mm)`,
      `(${sizeMm(part.finished.lengthMm, part.finished.widthMm)} mm)`,
      '',
      '',
    ],
  ];
}

function materialTitle(material: ProductionMaterial, unit: Unit): string {
  return oneLine(
    `${MATERIAL_KEY_WORDS[material.key]}: ${material.name} [${material.code}], ` +
      `${lengthsText([material.thicknessMm], unit)} thick, grain ${yesNo(material.grain)}`,
  );
}

function cutListMaterialLines(entry: CutListMaterial, unit: Unit): string[] {
  // One table for the whole material, so its columns line up from cabinet to cabinet; each
  // cabinet's title goes above its rows.
  const blocks = entry.cabinets.map((cabinet) => ({
    title: wrap(cabinetTitle(cabinet), '', INDENT),
    rows: cabinet.parts.flatMap((part) => partRows(part, unit)),
  }));
  const [columnHeading = '', rule = '', ...rowLines] = table(
    PART_COLUMNS,
    blocks.flatMap((block) => block.rows),
    INDENT,
  );
  const lines = ['', ...subHeading(materialTitle(entry.material, unit)), columnHeading, rule];
  let next = 0;
  for (const block of blocks) {
    if (next > 0) lines.push('');
    lines.push(...block.title, ...rowLines.slice(next, next + block.rows.length));
    next += block.rows.length;
  }
  const { parts, areaM2, edgeBandM } = entry.totals;
  lines.push(
    '',
    `Total ${entry.material.code}: ${parts} pieces, ${fixed(areaM2, AREA_DECIMALS)} m2 finished, ` +
      `${fixed(edgeBandM, EDGE_BAND_DECIMALS)} m edge band`,
  );
  return lines;
}

/** Each edge kind's length in words: "fronts 2 mm, carcass 1 mm, shelves 1 mm". */
function byKindText(values: Record<EdgeKind, number>, unit: Unit): string {
  return EDGE_KINDS.map((kind) => `${kind} ${lengthsText([values[kind]], unit)}`).join(', ');
}

/** The edge band's thickness: one, or each edge kind's when the shop's settings differ. */
function bandThicknessText(cutList: CutList, unit: Unit): string {
  const { byKind, thicknessMm } = cutList.edgeBand;
  return byKind === undefined ? lengthsText([thicknessMm], unit) : `(${byKindText(byKind, unit)})`;
}

/**
 * How a cut size follows from the finished size (docs/production/parts.md, "Cut size"): less the
 * band on each banded edge, plus the pre-milling allowance when the shop sets one.
 */
function cutSizeRule(cutList: CutList, unit: Unit): string {
  const { byKind, preMillMm, thicknessMm } = cutList.edgeBand;
  if (preMillMm === undefined) {
    return `finished size less the ${bandThicknessText(cutList, unit)} edge band on each banded edge`;
  }
  const bands = byKind ?? { fronts: thicknessMm, carcass: thicknessMm, shelves: thicknessMm };
  return (
    `finished size less the edge band (${byKindText(bands, unit)}) plus the pre-milling ` +
    `allowance (${byKindText(preMillMm, unit)}) on each banded edge`
  );
}

function cutListSection(order: StoredOrder, cutList: CutList): string[] {
  const example = partId(order.uuid, 1, { code: 'side1' });
  const lines = [
    ...heading('Cut list'),
    ...wrap(
      'By material, then cabinet. Sizes are length x width. Grain: ' +
        GRAINS.map((grain) => `${grain} ${GRAIN_WORDS[grain]}`).join(', ') +
        `. Cut size = ${cutSizeRule(cutList, order.unit)}. Edges: L1 ` +
        'front long edge, L2 back long edge, W1 and W2 the short edges. Part ids in the CSV files ' +
        `and on labels: order-cabinet-part, e.g. ${example}.`,
    ),
  ];
  if (cutList.materials.length === 0) lines.push('', 'No parts.');
  for (const entry of cutList.materials) lines.push(...cutListMaterialLines(entry, order.unit));
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Material totals

const TOTAL_COLUMNS: readonly TextColumn[] = [
  { heading: 'Material', align: 'left' },
  { heading: 'Pieces', align: 'right' },
  { heading: 'Area m2', align: 'right' },
  { heading: 'Sheet m2', align: 'right' },
  { heading: 'Sheets by area', align: 'right' },
  { heading: 'Edge band m', align: 'right' },
];

/** The area of one sheet of a material, m². */
function sheetAreaM2(material: ProductionMaterial): number {
  return (material.sheetLengthMm * material.sheetWidthMm) / MM2_PER_M2;
}

/** The fewest sheets the finished area needs (a lower bound before nesting). */
function sheetsByArea(areaM2: number, material: ProductionMaterial): number {
  const sheet = sheetAreaM2(material);
  return sheet > 0 ? Math.ceil(areaM2 / sheet) : 0;
}

function totalsSection(cutList: CutList, unit: Unit): string[] {
  const rows = cutList.materials.map(({ material, totals }) => [
    `${material.code} ${oneLine(material.name)}`,
    String(totals.parts),
    fixed(totals.areaM2, AREA_DECIMALS),
    fixed(sheetAreaM2(material), AREA_DECIMALS),
    String(sheetsByArea(totals.areaM2, material)),
    fixed(totals.edgeBandM, EDGE_BAND_DECIMALS),
  ]);
  rows.push([
    'All materials',
    String(cutList.totals.parts),
    fixed(cutList.totals.areaM2, AREA_DECIMALS),
    '',
    '',
    fixed(cutList.totals.edgeBandM, EDGE_BAND_DECIMALS),
  ]);
  return [
    ...heading('Material totals'),
    ...table(TOTAL_COLUMNS, rows),
    '',
    ...wrap(
      `Edge band ${bandThicknessText(cutList, unit)} thick; the metres include ` +
        `${lengthsText([cutList.edgeBand.overlengthMm], unit)} overlength per banded edge. Sheets by ` +
        'area: the finished area over one sheet, rounded up (a lower bound before nesting).',
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Hardware

const HARDWARE_COLUMNS: readonly TextColumn[] = [
  { heading: 'Accessory / item', align: 'left' },
  { heading: 'Unit', align: 'left' },
  { heading: 'Quantity', align: 'right' },
];

/** A hardware quantity as written: a count, or a length in the order's unit (with 32nds in inches). */
function hardwareQuantity(type: AccessoryType, quantity: number, unit: Unit): string {
  const text = formatHardwareQuantity(quantity);
  if (ACCESSORY_UNITS[type] !== 'length' || unit === 'mm') return text;
  return `${text} = ${fractionalInches(quantity * MM_PER_INCH)}`;
}

/**
 * The hardware the order needs: each accessory with a quantity, by its name (HARDWARE_WORDS),
 * its total then its share per item; accessories of quantity 0 are left out.
 */
function hardwareSection(hardware: HardwareSummary): string[] {
  const needed = ACCESSORY_TYPES.filter((type) => hardware.accessories[type].total > 0);
  const rows = needed.flatMap((type) => {
    const entry = hardware.accessories[type];
    return [
      [
        ACCESSORY_NAMES[type],
        accessoryUnit(type, hardware),
        hardwareQuantity(type, entry.total, hardware.unit),
      ],
      ...entry.cabinets
        .filter((line) => line.quantity > 0)
        .map((line) => [
          `${INDENT}${oneLine(`#${paddedIndex(line.index)} ${line.type}`)}`,
          '',
          hardwareQuantity(type, line.quantity, hardware.unit),
        ]),
    ];
  });
  const lines = [
    ...heading(`Hardware (${needed.length} ${needed.length === 1 ? 'type' : 'types'})`),
    ...(needed.length === 0 ? ['No hardware.'] : table(HARDWARE_COLUMNS, rows)),
  ];
  if (hardware.warnings.length > 0) {
    lines.push('', 'Warnings:');
    for (const warning of hardware.warnings) {
      lines.push(
        ...wrap(
          oneLine(
            `- #${paddedIndex(warning.index)} ${warning.type}, ${ACCESSORY_NAMES[warning.accessory]}: ${warning.message}`,
          ),
          INDENT,
          INDENT + INDENT,
        ),
      );
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Production notes

function notesSection(order: StoredOrder, exploded: ExplodedOrder): string[] {
  const lines = [...heading('Production notes'), 'Order notes:'];
  const orderNotes = order.notes.trim();
  if (orderNotes === '') lines.push(`${INDENT}none`);
  else lines.push(...paragraphs(orderNotes).flatMap((paragraph) => wrap(paragraph, INDENT)));
  for (const build of exploded.items) {
    if (build.notes.length === 0) continue;
    lines.push('', ...wrap(cabinetTitle(build), '', INDENT));
    for (const note of build.notes)
      lines.push(...wrap(oneLine(`- ${note}`), INDENT, INDENT + INDENT));
  }
  if (exploded.problems.length > 0) {
    lines.push('', 'Problems:');
    for (const problem of exploded.problems) {
      lines.push(
        ...wrap(
          oneLine(`- #${paddedIndex(problem.index)}: ${problem.message}`),
          INDENT,
          INDENT + INDENT,
        ),
      );
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------

/**
 * The production file of an order: header (ids, customer, unit, materials, status, dates), the
 * items as ordered with every option in words, the cut list by material then cabinet, the
 * material totals, the hardware summary, then the production notes. Plain text, `\n` line ends,
 * no line over the page width (TEXT_LAYOUT), no trailing spaces, ending with a newline.
 */
export function productionText(
  order: StoredOrder,
  exploded: ExplodedOrder,
  cutList: CutList,
  hardware: HardwareSummary,
  price: StoredOrderPrice | null = null,
): string {
  const sections = [
    headerSection(order, exploded),
    itemsSection(order, exploded),
    cutListSection(order, cutList),
    totalsSection(cutList, order.unit),
    hardwareSection(hardware),
    // Only with a price: an order without one keeps exactly the file it had.
    ...(price === null ? [] : [priceSection(price)]),
    notesSection(order, exploded),
  ];
  const lines = sections.flatMap((section, position) =>
    position === 0 ? section : ['', '', ...section],
  );
  return `${fitToPage(lines).join('\n')}\n`;
}
