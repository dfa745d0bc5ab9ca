import {
  catalogueEntrySchema,
  catalogueFileSchema,
  catalogueHistoryRowSchema,
  catalogueImportPlanSchema,
  type CatalogueHistoryRow,
  isMessageKey,
  type CatalogueEntry,
  type CatalogueFile,
  type CatalogueImportPlan,
  type CatalogueNodeInput,
  type CatalogueNodeUpdate,
  type MessageKey,
} from '@cutshop/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_BASE, ApiError, CLIENT_ERROR_CODES } from '../../../lib/api';
import { adminRequest, withAdminSession } from './admin-client';
import { downloadAdminFile, type DownloadedFile } from './download-file';
import { adminKeys } from './query-keys';

/**
 * The shop's catalogue editor calls (docs/production/catalogue.md): the whole tree with each
 * node's version, create, replace (409 when stale), retire, restore, the history, export,
 * import (with its dry run) and swatch image upload. Every change invalidates the editor's
 * queries (`invalidateCatalogue`).
 */

const treeSchema = z.array(catalogueEntrySchema);

/** GET /api/catalogue/: the whole tree, retired nodes included. */
function getCatalogue(signal?: AbortSignal): Promise<CatalogueEntry[]> {
  return adminRequest('/catalogue/', { parse: (json) => treeSchema.parse(json), signal });
}

/** The editor's tree, read once and again after each change. */
export function catalogueQuery() {
  return queryOptions({
    queryKey: adminKeys.catalogueTree,
    queryFn: ({ signal }) => getCatalogue(signal),
  });
}

const historyRowSchema = catalogueHistoryRowSchema;

/** How many changes the history screen reads. */
export const HISTORY_LIMIT = 100;

/** GET /api/catalogue/history?node=&limit=: the changes, newest first. */
function getCatalogueHistory(
  node: number | null,
  signal?: AbortSignal,
): Promise<CatalogueHistoryRow[]> {
  const query = new URLSearchParams({ limit: String(HISTORY_LIMIT) });
  if (node !== null) query.set('node', String(node));
  return adminRequest(`/catalogue/history?${query.toString()}`, {
    parse: (json) => z.array(historyRowSchema).parse(json),
    signal,
  });
}

export function catalogueHistoryQuery(node: number | null) {
  return queryOptions({
    queryKey: adminKeys.catalogueHistory(node),
    queryFn: ({ signal }) => getCatalogueHistory(node, signal),
  });
}

const parseEntry = (json: unknown) => catalogueEntrySchema.parse(json);

/** POST /api/catalogue/: a new node; the stored node. */
export function createCatalogueNode(input: CatalogueNodeInput): Promise<CatalogueEntry> {
  return adminRequest('/catalogue/', { method: 'POST', body: input, parse: parseEntry });
}

/** PUT /api/catalogue/:id with the version read; 409 when someone changed it since. */
export function updateCatalogueNode(
  id: number,
  update: CatalogueNodeUpdate,
): Promise<CatalogueEntry> {
  return adminRequest(`/catalogue/${id}`, { method: 'PUT', body: update, parse: parseEntry });
}

/** POST /api/catalogue/:id/retire or /restore. */
export function setCatalogueNodeRetired(id: number, retired: boolean): Promise<CatalogueEntry> {
  return adminRequest(`/catalogue/${id}/${retired ? 'retire' : 'restore'}`, {
    method: 'POST',
    parse: parseEntry,
  });
}

/** GET /api/catalogue/export: the whole catalogue as one file. */
export function exportCatalogue(): Promise<DownloadedFile> {
  return downloadAdminFile('/catalogue/export');
}

const importAnswerSchema = z.object({
  applied: z.boolean(),
  plan: catalogueImportPlanSchema,
});

/** What POST /api/catalogue/import answers: whether it was applied, and its plan. */
export interface CatalogueImportAnswer {
  applied: boolean;
  plan: CatalogueImportPlan;
}

/** POST /api/catalogue/import (`dryRun`: the plan only, nothing changed). */
export function importCatalogue(
  file: CatalogueFile,
  dryRun: boolean,
): Promise<CatalogueImportAnswer> {
  return adminRequest(`/catalogue/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    body: file,
    parse: (json) => importAnswerSchema.parse(json),
    // A whole catalogue is checked node by node: give it more than a plain call's time.
    timeoutMs: 60_000,
  });
}

/** Reads a chosen file as a catalogue file, or undefined when it is not one. */
export function readCatalogueFile(text: string): CatalogueFile | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = catalogueFileSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

const UPLOAD_TIMEOUT_MS = 60_000;

async function postImage(file: Blob): Promise<string> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), UPLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/catalogue/images`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': file.type || 'application/octet-stream',
      },
      body: file,
      signal: timeout.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(
      0,
      timeout.signal.aborted ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network,
      String(cause),
    );
  } finally {
    clearTimeout(timer);
  }
  const json = (await response.json().catch(() => null)) as {
    swatch?: unknown;
    error?: { code?: unknown; message?: unknown; fields?: unknown };
  } | null;
  if (!response.ok) {
    const fields = Array.isArray(json?.error?.fields)
      ? (json.error.fields as { path: string; message: string; code?: string }[])
      : [];
    throw new ApiError(
      response.status,
      typeof json?.error?.code === 'string' ? json.error.code : `HTTP_${response.status}`,
      typeof json?.error?.message === 'string' ? json.error.message : `HTTP ${response.status}`,
      fields,
    );
  }
  if (typeof json?.swatch !== 'string') {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.badResponse, 'No swatch in the answer');
  }
  return json.swatch;
}

/** POST /api/catalogue/images (the file's bytes): the stored image's URL. */
export function uploadSwatchImage(file: Blob): Promise<string> {
  return withAdminSession(() => postImage(file));
}

/**
 * The message code of a field error the server sent (`{ path, code, message }`), or of its
 * message when it carries no known code.
 */
export function fieldErrorCode(field: { message: string }): MessageKey | undefined {
  const code = (field as { code?: unknown }).code;
  if (typeof code === 'string' && isMessageKey(code)) return code;
  return undefined;
}

/** After any change: the tree and every history read again. */
export function invalidateCatalogue(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: adminKeys.catalogue });
}
