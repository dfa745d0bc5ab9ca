import type { Readable } from 'node:stream';
import type { CategoryNode, StoredOrder } from '@cutshop/domain';
import {
  buildCutList,
  explodeOrder,
  exportEntries,
  exportFileName,
  hardwareForOrder,
  productionFileName,
  productionText,
  summariseHardware,
  type CutList,
  type HardwareSummary,
} from '@cutshop/domain/production';
import { exportEtag, zipEntries } from './export-archive';

/** A text file to download: the name to save it under and its content. */
export interface TextDownload {
  fileName: string;
  content: string;
}

/** The export zip of one order, ready to send: its name, its ETag and the bytes on demand. */
export interface ExportArchive {
  fileName: string;
  /** Strong ETag of the zip's bytes, known before it is built. */
  etag: string;
  /** Builds the zip as a stream; call it only when the bytes are sent. */
  open(): Readable;
}

export interface ProductionServiceDependencies {
  /** One stored order; throws OrderNotFoundError for an unknown uuid (the admin service does). */
  orders: { get(uuid: string): Promise<StoredOrder> };
  /** The catalogue tree, as the catalogue service keeps it in memory. */
  catalogue: { tree(): Promise<CategoryNode[]> };
}

/**
 * What the shop makes from one order (docs/production.md): the hardware summary, the cut list,
 * the production file and the export zip, computed on request from the stored order and the
 * catalogue by `@cutshop/domain/production`. Every method throws OrderNotFoundError for an
 * unknown order.
 */
export class ProductionService {
  constructor(private readonly deps: ProductionServiceDependencies) {}

  /** GET /api/orders/:uuid/hardware: the 18 accessory types with their per-cabinet lines. */
  async hardware(uuid: string): Promise<HardwareSummary> {
    const { order, tree } = await this.load(uuid);
    return hardwareForOrder(order, tree);
  }

  /** GET /api/orders/:uuid/cutlist: the parts by material, then cabinet, with totals. */
  async cutList(uuid: string): Promise<CutList> {
    const { order, tree } = await this.load(uuid);
    return buildCutList(explodeOrder(order, tree));
  }

  /** GET /api/orders/:uuid/production.txt: the production file, named `<short id>.txt`. */
  async productionFile(uuid: string): Promise<TextDownload> {
    const { order, tree } = await this.load(uuid);
    const exploded = explodeOrder(order, tree);
    const content = productionText(
      order,
      exploded,
      buildCutList(exploded),
      summariseHardware(exploded),
    );
    return { fileName: productionFileName(order.uuid), content };
  }

  /**
   * GET /api/orders/:uuid/export: every file of the export (order.json, production.txt, the cut
   * lists, hardware.csv, the drawings), zipped as `<short id>.zip`. The files are computed here;
   * the zip only when `open()` is called, so an If-None-Match match never builds it.
   */
  async exportArchive(uuid: string): Promise<ExportArchive> {
    const { order, tree } = await this.load(uuid);
    const entries = exportEntries(order, tree);
    return {
      fileName: exportFileName(order.uuid),
      etag: exportEtag(entries),
      open: () => zipEntries(entries),
    };
  }

  private async load(uuid: string): Promise<{ order: StoredOrder; tree: CategoryNode[] }> {
    const [order, tree] = await Promise.all([
      this.deps.orders.get(uuid),
      this.deps.catalogue.tree(),
    ]);
    return { order, tree };
  }
}
