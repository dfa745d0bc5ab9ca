import { apiConditionalGet } from './client';

export interface RevalidatingReadOptions {
  /** Ask the server now, however recent the last read (the summary, before Send). */
  fresh?: boolean;
}

/** One server resource read the way the catalogue is read (docs/architecture.md). */
export interface RevalidatingRead<T> {
  /**
   * The last read while it is younger than the maximum age, else the server's answer to a
   * conditional GET naming the copy held (a 304 keeps the same object). One request at a time:
   * callers meanwhile share it. A first read that fails rejects and is forgotten, so the next
   * call asks again; a later failed check keeps the copy held.
   */
  get: (options?: RevalidatingReadOptions) => Promise<T>;
  /** Forgets the read so far, so the next call asks the server (tests). */
  forget: () => void;
}

interface Held<T> {
  value: T;
  etag: string | null;
  /** When the server last confirmed it (Date.now()). */
  at: number;
}

/**
 * A GET of `path` shared by every caller, reused for `maxAgeMs` and then checked with the server
 * again with its ETag (`apiConditionalGet`). A plain promise, not a query: the wizard's first
 * pages use it without the admin's query library (docs/decisions/0007-admin-server-state.md).
 */
export function revalidatingRead<T>(
  path: string,
  parse: (json: unknown) => T,
  maxAgeMs: number,
): RevalidatingRead<T> {
  let last: Held<T> | null = null;
  let inFlight: Promise<T> | null = null;

  async function read(held: Held<T> | null): Promise<T> {
    try {
      const answer = await apiConditionalGet(path, { etag: held?.etag ?? null, parse });
      const now = Date.now();
      if (!answer.modified && held) {
        last = { ...held, at: now };
        return held.value;
      }
      if (!answer.modified) throw new Error(`304 from ${path} without a copy held`);
      last = { value: answer.value, etag: answer.etag, at: now };
      return answer.value;
    } catch (error) {
      // A failed check keeps the copy already shown (stale, but what the person saw); its age
      // is left as it was, so the next call asks again. A first read fails for real.
      if (held) return held.value;
      throw error;
    }
  }

  return {
    get: (options = {}) => {
      if (inFlight) return inFlight;
      if (last && !options.fresh && Date.now() - last.at < maxAgeMs) {
        return Promise.resolve(last.value);
      }
      inFlight = read(last).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    forget: () => {
      last = null;
      inFlight = null;
    },
  };
}
