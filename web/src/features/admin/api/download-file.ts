import { API_BASE, ApiError, CLIENT_ERROR_CODES } from '../../../lib/api';
import { withAdminSession } from './admin-client';

/**
 * A download is abandoned after this long: longer than a JSON call's 15 s (docs/product.md §9),
 * since the export of a large order is built while it is sent.
 */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** A file the server sent: its bytes and the name it suggested (`Content-Disposition`), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * The file name of a `Content-Disposition` header (RFC 6266): `filename*=UTF-8''…` first, then
 * `filename="…"` or a bare `filename=…`; null when there is none.
 */
function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header);
  if (quoted?.[1]) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/.exec(header);
  return bare?.[1] ?? null;
}

/** The server's `{ error: { code, message } }` of a refused download, as lib/api reads it. */
async function errorOf(response: Response): Promise<ApiError> {
  let code = `HTTP_${response.status}`;
  let message = `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return new ApiError(response.status, code, message);
}

async function fetchFile(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), DOWNLOAD_TIMEOUT_MS);
  const signals = signal ? [timeout.signal, signal] : [timeout.signal];
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        signal: AbortSignal.any(signals),
        credentials: 'same-origin',
      });
    } catch (cause) {
      throw timeout.signal.aborted
        ? new ApiError(0, CLIENT_ERROR_CODES.timeout, `No answer from ${path}`)
        : new ApiError(0, CLIENT_ERROR_CODES.network, String(cause));
    }
    if (!response.ok) throw await errorOf(response);
    const blob = await response.blob();
    return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET a file of the admin API (the production file, the export archive) through the admin
 * session handling: a run-out access token is refreshed once and the download repeated.
 */
export function downloadAdminFile(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  return withAdminSession(() => fetchFile(path, signal));
}
