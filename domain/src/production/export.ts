/*
 * The export archive's files (docs/production/outputs.md, "The export"): every production file of
 * an order, computed from one parts explosion.
 */
import type { CategoryNode } from '../catalogue';
import { shortOrderId } from '../order-draft';
import type { StoredOrderPrice } from '../pricing/order-price';
import type { StoredOrder } from '../schemas';
import { buildCutList } from './cut-list';
import { drawingSvg } from './drawing';
import {
  cutListCsv,
  cutListOptimizerCsv,
  hardwareCsv,
  homagCsv,
  homagProjectXml,
  orderJson,
  paddedIndex,
  priceJson,
  productionText,
} from './formats';
import { summariseHardware } from './hardware';
import { EXPORT_LABEL_PAPERS, labelsFileName, labelsHtml } from './labels';
import type { NestingSettings } from './nesting';
import { explodeOrder } from './parts';
import type { PartsSettings } from './parts/parts-settings';
import { cuttingPlan, planFileName, planSvg, type CuttingPlan } from './plan';

/** One file of the export: its path inside the archive and its text. */
export interface ExportFile {
  name: string;
  content: string;
}

/** A zip inside the export: its path and its files, zipped as the export's own files are. */
export interface ExportArchive {
  name: string;
  files: ExportFile[];
}

/** The fixed file names of the export, in archive order; the drawings follow them. */
export const EXPORT_FILE_NAMES = {
  order: 'order.json',
  production: 'production.txt',
  cutList: 'cutlist.csv',
  cutListOptimizer: 'cutlist-cutlistoptimizer.csv',
  homag: 'cutlist-homag.csv',
  homagProject: 'homag-project.zip',
  hardware: 'hardware.csv',
  price: 'price.json',
  drawingsFolder: 'drawings',
} as const;

/** The one file HOMAG's import reads at the root of homag-project.zip. */
export const HOMAG_PROJECT_FILE = 'project.xml';

/** What the export needs besides the order and the catalogue. */
interface ExportOptions {
  /** The order's page in the admin area: the QR code of every part label opens it. */
  orderUrl: string;
  /** The order's price, when it has one: production.txt's PRICE section and price.json. */
  price?: StoredOrderPrice | null;
  /**
   * The saw's settings the order keeps (docs/production/nesting.md, "The shop's settings"):
   * the cutting plans are made with them; NESTING_RULES' defaults otherwise.
   */
  nesting?: Partial<NestingSettings>;
  /** The parts settings the order keeps (docs/production/parts.md); the defaults otherwise. */
  parts?: PartsSettings;
  /**
   * The order's own plan when it is not the one `cuttingPlan` makes without stock: fixed at To
   * Cut, or a preview with the offcut stock (docs/decisions/0012-offcut-stock.md). The plan
   * files show it, and the label pages name the offcut each piece on one is cut from.
   */
  plan?: CuttingPlan;
}

/** The slug of a drawing's file when the type name has no letter or digit. */
const FALLBACK_SLUG = 'item';

/** A type name as a file name part: lower case, a-z, 0-9 and single dashes ("Base 1 Door" -> "base-1-door"). */
export function slug(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return plain === '' ? FALLBACK_SLUG : plain;
}

/** The production file's download name: `<short id>.txt`. */
export function productionFileName(uuid: string): string {
  return `${shortOrderId(uuid)}.txt`;
}

/** The export archive's download name: `<short id>.zip` (docs/product.md §7). */
export function exportFileName(uuid: string): string {
  return `${shortOrderId(uuid)}.zip`;
}

/**
 * Everything in an order's export, in this order: order.json, production.txt, price.json (only
 * for an order with a price), cutlist.csv, cutlist-cutlistoptimizer.csv, cutlist-homag.csv, the
 * archive homag-project.zip (HOMAG's own import: project.xml alone), hardware.csv, then one
 * `drawings/<nn>-<slug>.svg` per item production can build (nn: its 2-digit index), then one
 * `plans/<material code>.svg` per material of the cutting plan, then the part labels for each
 * paper (`labels-a4.html`, `labels-letter.html`) with `options.orderUrl` in their QR codes. The
 * order is exploded once and planned once; every file reads those results.
 */
export function exportContents(
  order: StoredOrder,
  tree: readonly CategoryNode[],
  options: ExportOptions,
): (ExportFile | ExportArchive)[] {
  const exploded = explodeOrder(order, tree, options.parts);
  const cutList = buildCutList(exploded);
  const hardware = summariseHardware(exploded);
  const plan = options.plan ?? cuttingPlan(exploded, order.uuid, options.nesting);
  const price = options.price ?? null;
  return [
    { name: EXPORT_FILE_NAMES.order, content: orderJson(order) },
    {
      name: EXPORT_FILE_NAMES.production,
      content: productionText(order, exploded, cutList, hardware, price),
    },
    // Only with a price: an order without one keeps exactly the files it had.
    ...(price === null ? [] : [{ name: EXPORT_FILE_NAMES.price, content: priceJson(price) }]),
    { name: EXPORT_FILE_NAMES.cutList, content: cutListCsv(order, cutList) },
    { name: EXPORT_FILE_NAMES.cutListOptimizer, content: cutListOptimizerCsv(order, cutList) },
    { name: EXPORT_FILE_NAMES.homag, content: homagCsv(order, cutList) },
    {
      name: EXPORT_FILE_NAMES.homagProject,
      files: [{ name: HOMAG_PROJECT_FILE, content: homagProjectXml(order, cutList) }],
    },
    { name: EXPORT_FILE_NAMES.hardware, content: hardwareCsv(hardware) },
    ...exploded.items.map((build) => ({
      name: `${EXPORT_FILE_NAMES.drawingsFolder}/${paddedIndex(build.index)}-${slug(build.typeName)}.svg`,
      content: drawingSvg(build, order.unit),
    })),
    ...plan.materials.map((materialPlan) => ({
      name: planFileName(materialPlan.material),
      content: planSvg(materialPlan),
    })),
    ...EXPORT_LABEL_PAPERS.map((paper) => ({
      name: labelsFileName(paper),
      content: labelsHtml({
        order,
        exploded,
        orderUrl: options.orderUrl,
        paper,
        plan: options.plan,
      }),
    })),
  ];
}

/**
 * The text files of an order's export: exportContents without the archives inside it, for a
 * writer that zips text files only.
 */
export function exportEntries(
  order: StoredOrder,
  tree: readonly CategoryNode[],
  options: ExportOptions,
): ExportFile[] {
  return exportContents(order, tree, options).filter(
    (entry): entry is ExportFile => !('files' in entry),
  );
}
