import type { StoredOrder } from '@cutshop/domain';
import {
  buildCutList,
  explodeOrder,
  exportEntries,
  exportFileName,
  hardwareForOrder,
  productionFileName,
  productionText,
  summariseHardware,
} from '@cutshop/domain/production';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { catalogue } from '../fixtures/catalogue';
import { answers } from './answers';
import { orderOf, signedIn } from './order-access';
import { ADMIN_MOCK_PATHS } from './paths';

/**
 * The production endpoints of the mock API (docs/production.md): the hardware summary, the cut
 * list, the production file and the export archive of a stored mock order, computed by the same
 * domain functions as the server, over the catalogue fixture the mock serves. Each needs the
 * mock session (401 without it) and answers 404 for an unknown order, like the other admin reads.
 */

/**
 * The modification time of every file in a mock export: fixed, so an order's archive has the
 * same bytes each time. Local noon on 1 January 1980, the first day a zip's DOS date can hold
 * in any time zone.
 */
export const MOCK_EXPORT_MTIME = new Date(1980, 0, 1, 12, 0, 0);

/** Downloads are the admin's own and are checked again on each use, as the server sends them. */
const DOWNLOAD_CACHE = 'private, no-cache';

/** `Content-Disposition` of a download saved as `fileName`. */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

/** The export archive of an order: its files, in exportEntries' order, with a fixed time. */
export function mockExportZip(order: StoredOrder): Uint8Array {
  const files: Zippable = {};
  for (const entry of exportEntries(order, catalogue)) {
    files[entry.name] = [strToU8(entry.content), { mtime: MOCK_EXPORT_MTIME }];
  }
  return zipSync(files);
}

/** The production file of an order, from one explosion of it. */
export function mockProductionText(order: StoredOrder): string {
  const exploded = explodeOrder(order, catalogue);
  return productionText(order, exploded, buildCutList(exploded), summariseHardware(exploded));
}

/** Runs `answer` for the order the request names, behind the session check and the 404. */
function forOrder(answer: (order: StoredOrder) => Response): Parameters<typeof http.get>[1] {
  return ({ params }) => {
    if (!signedIn()) return answers.unauthorized();
    const order = orderOf(params);
    return order instanceof Response ? order : answer(order);
  };
}

const hardware = http.get(
  ADMIN_MOCK_PATHS.hardware,
  forOrder((order) => HttpResponse.json(hardwareForOrder(order, catalogue))),
);

const cutList = http.get(
  ADMIN_MOCK_PATHS.cutList,
  forOrder((order) => HttpResponse.json(buildCutList(explodeOrder(order, catalogue)))),
);

const productionFile = http.get(
  ADMIN_MOCK_PATHS.productionFile,
  forOrder(
    (order) =>
      new HttpResponse(mockProductionText(order), {
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Disposition': attachment(productionFileName(order.uuid)),
          'Cache-Control': DOWNLOAD_CACHE,
        },
      }),
  ),
);

const exportArchive = http.get(
  ADMIN_MOCK_PATHS.export,
  forOrder(
    (order) =>
      new HttpResponse(mockExportZip(order), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': attachment(exportFileName(order.uuid)),
          'Cache-Control': DOWNLOAD_CACHE,
        },
      }),
  ),
);

/** The four production endpoints. */
export const productionHandlers: HttpHandler[] = [hardware, cutList, productionFile, exportArchive];
