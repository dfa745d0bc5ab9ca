import type { Readable } from 'node:stream';
import {
  orderLanguage,
  type CategoryNode,
  type StoredOrder,
  type StoredOrderPrice,
} from '@cutshop/domain';
import {
  buildCutList,
  DEFAULT_PARTS_SETTINGS,
  explodeOrder,
  exportContents,
  exportFileName,
  hardwareForOrder,
  labelsFileName,
  labelsHtml,
  nestingSettingsOf,
  partsSettingsOf,
  productionFileOf,
  quoteFileName,
  quoteHtml,
  type CutList,
  type CuttingPlan,
  type ExplodedOrder,
  type HardwareSummary,
  type LabelPaper,
  type NestingSettings,
  type PartsSettings,
  type QuotePaper,
  type VersionedProductionSettings,
} from '@cutshop/domain/production';
import type { OffcutRecord } from '../../repositories/offcuts-repository';
import { OrderCatalogueMissingError, OrderPriceMissingError } from '../errors';
import { exportEtag, zipEntries } from './export-archive';
import { planWithStock, previewsWithStock, stockSnapshot } from './offcut-stock';

/** A text file to download: the name to save it under and its content. */
interface TextDownload {
  fileName: string;
  content: string;
}

/** The export zip of one order, ready to send: its name, its ETag and the bytes on demand. */
interface ExportArchive {
  fileName: string;
  /** Strong ETag of the zip's bytes, known before it is built. */
  etag: string;
  /** Builds the zip as a stream; call it only when the bytes are sent. */
  open(): Readable;
}

/**
 * An order's plan (see ProductionService.planOf): what names it, known at once, and the plan,
 * made on the first call only (a kept export of the same plan never needs it).
 */
interface PlanOfOrder {
  identity: string;
  plan(): CuttingPlan;
}

/** `make` called once, on the first call of the answer. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** The identity of a plan made as before stock existed. */
const AS_BEFORE = 'as before';

/** How many orders' export files are kept in memory (a large order's are a few megabytes). */
const KEPT_EXPORTS = 4;

/** How many orders' plans made here (previews, and plans as before stock) are kept in memory. */
const KEPT_PLANS = 8;

/** What an order's plan is made from besides the order and the stock. */
interface PlanInputs {
  tree: CategoryNode[];
  nesting: Partial<NestingSettings>;
  parts: PartsSettings;
}

interface KeptPlan {
  /** The order's catalogue snapshot, saw and parts settings as JSON when the plan was made. */
  inputs: string;
  /** Which plan it is (a preview with which stock, or as before stock). */
  identity: string;
  plan: CuttingPlan;
}

/** Sets `key` in `kept` as its newest entry, dropping the oldest beyond `size` (a small LRU). */
function keepNewest<T>(kept: Map<string, T>, key: string, value: T, size: number): void {
  kept.delete(key);
  kept.set(key, value);
  while (kept.size > size) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
}

interface KeptExport {
  /**
   * The order's catalogue snapshot, price, saw and parts settings as JSON, as they were when the
   * files were made (the shop's adjustment changes the price, and so the files and their ETag).
   */
  catalogue: string;
  /** Which plan the files were made with (the fixed one, or a preview with which stock). */
  plan: string;
  entries: ReturnType<typeof exportContents>;
  etag: string;
}

/**
 * Where an order's page lives in the admin area, under the public URL: the web app's route
 * `/admin/orders/:uuid` (web/src/config/paths.ts). Every part label's QR code opens it.
 */
const ADMIN_ORDER_PATH = '/admin/orders/';

/** The order's page in the admin area, e.g. `https://shop.example.com/admin/orders/<uuid>`. */
function adminOrderUrl(publicUrl: string, uuid: string): string {
  return `${publicUrl}${ADMIN_ORDER_PATH}${uuid}`;
}

interface ProductionServiceDependencies {
  /** One stored order; throws OrderNotFoundError for an unknown uuid (the admin service does). */
  orders: { get(uuid: string): Promise<StoredOrder> };
  /**
   * The catalogue each order was built from, stored with it at intake
   * (docs/decisions/0008-orders-keep-their-catalogue.md); undefined when the order has none.
   */
  orderCatalogues: { find(uuid: string): Promise<CategoryNode[] | undefined> };
  /**
   * The price each order was placed at (docs/production/prices.md), undefined when it has none:
   * the production file's PRICE section and the export's price.json.
   */
  orderPrices: { find(uuid: string): Promise<StoredOrderPrice | undefined> };
  /**
   * The production settings each order was placed with
   * (docs/decisions/0010-orders-keep-their-production-settings.md); undefined for an order placed
   * before they were kept, which is planned with the defaults (NESTING_RULES').
   */
  orderSettings: { find(uuid: string): Promise<VersionedProductionSettings | undefined> };
  /** The offcuts in stock now: an order's preview plan before To Cut lays parts on them. */
  offcuts: { inStock(): Promise<OffcutRecord[]> };
  /**
   * The plan each order was fixed with when it moved to To Cut
   * (docs/decisions/0012-offcut-stock.md); undefined before, or for an order fixed before plans
   * were kept.
   */
  fixedPlans: { find(uuid: string): Promise<CuttingPlan | undefined> };
  /**
   * The shop's public URL without a trailing slash (config `publicUrl`, the one e-mails link
   * to): the labels' QR codes open the order's admin page under it.
   */
  publicUrl: string;
  /** The quote's date (tests fix it). */
  now?: () => Date;
}

/**
 * What the shop makes from one order (docs/production.md): the hardware summary, the cut list,
 * the cutting plan, the part labels, the production file and the export zip, computed on request from the stored order and the
 * catalogue stored with it (never today's catalogue) by `@cutshop/domain/production`. Every
 * method throws OrderNotFoundError for an unknown order and OrderCatalogueMissingError for an
 * order stored without its catalogue.
 */
export class ProductionService {
  private readonly keptExports = new Map<string, KeptExport>();
  private readonly keptPlans = new Map<string, KeptPlan>();

  private readonly now: () => Date;

  constructor(private readonly deps: ProductionServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * GET /api/orders/:uuid/catalogue: the part of the catalogue the order was built from, in the
   * shape of GET /api/categories/ (the admin's drawings explode the order with it).
   */
  async catalogue(uuid: string): Promise<CategoryNode[]> {
    return (await this.load(uuid)).tree;
  }

  /**
   * GET /api/orders/:uuid/parts-settings: the parts settings the order was placed with (the
   * defaults for an order placed before they were kept); the admin's drawings build with them.
   */
  async partsSettings(uuid: string): Promise<PartsSettings> {
    return (await this.load(uuid)).parts;
  }

  /** GET /api/orders/:uuid/hardware: the 19 accessory types with their per-cabinet lines. */
  async hardware(uuid: string): Promise<HardwareSummary> {
    const { order, tree, parts } = await this.load(uuid);
    return hardwareForOrder(order, tree, undefined, parts);
  }

  /** GET /api/orders/:uuid/cutlist: the parts by material, then cabinet, with totals. */
  async cutList(uuid: string): Promise<CutList> {
    const { order, tree, parts } = await this.load(uuid);
    return buildCutList(explodeOrder(order, tree, parts));
  }

  /**
   * GET /api/orders/:uuid/cutting-plan: the guillotine plan of every material
   * (docs/production/plans-and-labels.md), with the saw's settings the order keeps: the plan
   * fixed at To Cut from then on, a preview with the offcuts in stock now before
   * (docs/decisions/0012-offcut-stock.md).
   */
  async cuttingPlan(uuid: string): Promise<CuttingPlan> {
    const { order, tree, nesting, parts } = await this.load(uuid);
    const exploded = () => explodeOrder(order, tree, parts);
    return (await this.planOf(order, exploded, { tree, nesting, parts })).plan();
  }

  /**
   * GET /api/orders/:uuid/labels.html: the printable part labels on `paper`, one per piece, each
   * QR code opening the order's admin page; named `labels-a4.html` / `labels-letter.html`.
   */
  async labelsPage(uuid: string, paper: LabelPaper): Promise<TextDownload> {
    const { order, tree, nesting, parts } = await this.load(uuid);
    const exploded = explodeOrder(order, tree, parts);
    // A piece the order's plan lays on a stock offcut names it (docs/decisions/0012-offcut-stock.md).
    const plan = (await this.planOf(order, () => exploded, { tree, nesting, parts })).plan();
    const content = labelsHtml({ order, exploded, orderUrl: this.orderUrl(order), paper, plan });
    return { fileName: labelsFileName(paper), content };
  }

  /**
   * GET /api/orders/:uuid/quote.html: the printable quote of the order's stored price on
   * `paper`, in the language the order was placed in (docs/production/prices.md), named
   * `quote-<short id>-<paper>.html`; OrderPriceMissingError for an order without a price.
   */
  async quotePage(uuid: string, paper: QuotePaper): Promise<TextDownload> {
    const [{ order, tree }, price] = await Promise.all([this.load(uuid), this.price(uuid)]);
    if (price === null) throw new OrderPriceMissingError(uuid);
    const content = quoteHtml(order, price, {
      language: orderLanguage(order),
      paper,
      snapshot: tree,
      now: this.now(),
    });
    return { fileName: quoteFileName(order.uuid, paper), content };
  }

  /** GET /api/orders/:uuid/production.txt: the production file, named `<short id>.txt`. */
  async productionFile(uuid: string): Promise<TextDownload> {
    const [{ order, tree, parts }, price] = await Promise.all([this.load(uuid), this.price(uuid)]);
    return productionFileOf(order, tree, price, parts);
  }

  /**
   * GET /api/orders/:uuid/export: every file of the export (order.json, production.txt, the cut
   * lists, homag-project.zip, hardware.csv, the drawings, the cutting plans, the label pages),
   * zipped as `<short id>.zip`. The files are computed here;
   * the zip only when `open()` is called, so an If-None-Match match never builds it.
   */
  async exportArchive(uuid: string): Promise<ExportArchive> {
    const [{ order, tree, nesting, parts }, price] = await Promise.all([
      this.load(uuid),
      this.price(uuid),
    ]);
    // The explosion for a preview's plan, made only when asked for (not for a kept copy).
    const exploded = once(() => explodeOrder(order, tree, parts));
    const plan = await this.planOf(order, exploded, { tree, nesting, parts });
    const { entries, etag } = this.exportFiles(order, tree, price, { nesting, parts, plan });
    return { fileName: exportFileName(order.uuid), etag, open: () => zipEntries(entries) };
  }

  /**
   * The export's files and ETag, kept for the last few orders asked for: planning and labelling
   * a large order takes seconds, and a download is often asked for twice (a retry, the 304
   * check). An order changes its version with every change, and a kept copy is used only for
   * the same catalogue snapshot and price and the same plan (a fixed plan never changes but by
   * a replan; a preview changes with the stock), so it is never stale. The ETag is the files'
   * hash, so a price (or an adjustment, or the stock a preview used) changes it.
   */
  private exportFiles(
    order: StoredOrder,
    tree: CategoryNode[],
    price: StoredOrderPrice | null,
    {
      nesting,
      parts,
      plan,
    }: {
      nesting: Partial<NestingSettings>;
      parts: PartsSettings;
      plan: PlanOfOrder;
    },
  ): KeptExport {
    const key = `${order.uuid}@${order.version}`;
    const catalogue = JSON.stringify([tree, price, nesting, parts]);
    const kept = this.keptExports.get(key);
    if (kept !== undefined && kept.catalogue === catalogue && kept.plan === plan.identity) {
      return kept;
    }
    const orderUrl = this.orderUrl(order);
    // The files of the order's own plan (fixed, or a preview with stock: its labels name the
    // offcuts); an order planned as before stock gets the plan exportContents makes, byte for byte.
    const entries = exportContents(order, tree, {
      orderUrl,
      price,
      nesting,
      parts,
      ...(plan.identity === AS_BEFORE ? {} : { plan: plan.plan() }),
    });
    const fresh: KeptExport = {
      catalogue,
      plan: plan.identity,
      entries,
      etag: exportEtag(entries),
    };
    keepNewest(this.keptExports, key, fresh, KEPT_EXPORTS);
    return fresh;
  }

  /**
   * The order's plan (docs/decisions/0012-offcut-stock.md): the one fixed at To Cut when it has
   * one; before To Cut a preview with the offcuts in stock now; otherwise (an order past To Cut
   * fixed before plans were kept, or a rejected one) planned as before stock existed, so its
   * outputs keep their bytes. `identity` names it for the kept export files; the plan (and the
   * explosion `exploded` gives) is made only when asked for, or taken from the plans kept.
   */
  private async planOf(
    order: StoredOrder,
    exploded: () => ExplodedOrder,
    inputs: PlanInputs,
  ): Promise<PlanOfOrder> {
    const fixed = await this.deps.fixedPlans.find(order.uuid);
    if (fixed !== undefined) return { identity: `fixed ${fixed.fixedAt ?? ''}`, plan: () => fixed };
    const { nesting } = inputs;
    if (!previewsWithStock(order.status)) {
      return {
        identity: AS_BEFORE,
        plan: once(() =>
          this.keptPlan(order, AS_BEFORE, inputs, () =>
            planWithStock(order, exploded(), nesting, null),
          ),
        ),
      };
    }
    const stock = stockSnapshot(await this.deps.offcuts.inStock());
    const identity = `preview ${stock.identity}`;
    return {
      identity,
      plan: once(() =>
        this.keptPlan(order, identity, inputs, () =>
          planWithStock(order, exploded(), nesting, stock),
        ),
      ),
    };
  }

  /**
   * The plan `make` makes, kept for the last few orders: the plan view, the labels and the export
   * each read it, and a preview with stock takes about a second for a kitchen. A kept plan is used
   * only for the same order version, catalogue snapshot and settings, and the same stock (its
   * identity names every offcut with its version), so it is the plan `make` would make again.
   */
  private keptPlan(
    order: StoredOrder,
    identity: string,
    { tree, nesting, parts }: PlanInputs,
    make: () => CuttingPlan,
  ): CuttingPlan {
    const key = `${order.uuid}@${order.version}`;
    const inputs = JSON.stringify([tree, nesting, parts]);
    const kept = this.keptPlans.get(key);
    if (kept !== undefined && kept.identity === identity && kept.inputs === inputs) {
      keepNewest(this.keptPlans, key, kept, KEPT_PLANS);
      return kept.plan;
    }
    const plan = make();
    keepNewest(this.keptPlans, key, { inputs, identity, plan }, KEPT_PLANS);
    return plan;
  }

  /** The order's price, null when it has none. */
  private async price(uuid: string): Promise<StoredOrderPrice | null> {
    return (await this.deps.orderPrices.find(uuid)) ?? null;
  }

  private orderUrl(order: StoredOrder): string {
    return adminOrderUrl(this.deps.publicUrl, order.uuid);
  }

  private async load(uuid: string): Promise<{
    order: StoredOrder;
    tree: CategoryNode[];
    /** What the cutting plan takes from the order's settings ({} before they were kept). */
    nesting: Partial<NestingSettings>;
    /** What the parts explosion takes from them (the defaults before they were kept). */
    parts: PartsSettings;
  }> {
    const [order, tree, settings] = await Promise.all([
      this.deps.orders.get(uuid),
      this.deps.orderCatalogues.find(uuid),
      this.deps.orderSettings.find(uuid),
    ]);
    if (tree === undefined) throw new OrderCatalogueMissingError(uuid);
    return {
      order,
      tree,
      nesting: settings === undefined ? {} : nestingSettingsOf(settings),
      parts: partsSettingsOf(settings ?? DEFAULT_PARTS_SETTINGS),
    };
  }
}
