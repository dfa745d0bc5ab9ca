import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** What is written to storage: zustand's value plus the moment it stops being valid. */
interface ExpiringValue<S> extends StorageValue<S> {
  expiresAt: number;
}

export interface ExpiringStorageOptions {
  /** How long a saved value stays valid after its last save. */
  ttlMs: number;
  /** The storage to write to (localStorage in the app). */
  storage: () => Storage;
  /** The clock (tests move it). */
  now?: () => number;
  /** Called when a saved value was found but had expired (and was removed). */
  onExpired?: () => void;
}

/**
 * A zustand persist storage whose saved value expires `ttlMs` after its last save: an expired or
 * unreadable value is removed and reads as nothing, so the store starts from its initial state.
 */
export function expiringStorage<S>(options: ExpiringStorageOptions): PersistStorage<S> {
  const { ttlMs, storage, now = () => Date.now(), onExpired } = options;
  return {
    getItem(name) {
      const text = storage().getItem(name);
      if (text === null) return null;
      const saved = parse<S>(text);
      if (!saved) {
        storage().removeItem(name);
        return null;
      }
      if (saved.expiresAt <= now()) {
        storage().removeItem(name);
        onExpired?.();
        return null;
      }
      return { state: saved.state, version: saved.version };
    },
    setItem(name, value) {
      const saved: ExpiringValue<S> = { ...value, expiresAt: now() + ttlMs };
      storage().setItem(name, JSON.stringify(saved));
    },
    removeItem(name) {
      storage().removeItem(name);
    },
  };
}

function parse<S>(text: string): ExpiringValue<S> | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    if (!('state' in value) || !('expiresAt' in value)) return null;
    if (typeof value.expiresAt !== 'number') return null;
    return value as ExpiringValue<S>;
  } catch {
    return null;
  }
}
