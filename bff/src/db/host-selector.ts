import type { DatabaseHost } from './database-url';

/*
 * Which node of a cluster (DATABASE_URL naming several hosts) new connections go to
 * (docs/operations.md, "The server on a cluster"). The process uses one node at a time: the
 * first usable one in the URL's order. When that node is reported gone, it is probed again and,
 * if it is not usable, left for a cool-down while the next usable node takes over; connections
 * to any other node than the current one are dropped by the pool (connection.ts). Once a node
 * earlier in the list is usable again after its cool-down, the process moves back to it, so
 * every process of a shop converges on the same node: writes from one node meet no
 * certification conflicts.
 */

/** Whether `host` answers and may take queries; rejects or resolves false when it may not. */
export type HostProbe = (host: DatabaseHost) => Promise<boolean>;

export interface HostSelectorOptions {
  /** How long a node found unusable is passed over (and how often an earlier node is retried). */
  coolDownMs: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** No node of the list is usable right now; `cause` is the last probe's failure, if any. */
export class NoUsableHostError extends Error {
  /** mysql2-style code, so the dialect classifies it as an unavailable database. */
  readonly code = 'CUTSHOP_NO_USABLE_HOST';

  constructor(hosts: readonly DatabaseHost[], cause: unknown) {
    const list = hosts.map(({ host, port }) => `${host}:${port}`).join(', ');
    const reason = cause instanceof Error ? `: ${cause.message}` : '';
    super(`no database host is usable (${list})${reason}`, { cause });
    this.name = 'NoUsableHostError';
  }
}

export interface HostSelector {
  /**
   * The node new connections go to: the current one, or, when there is none (or an earlier
   * node's cool-down has passed), the first usable one in order, found by probing. Throws
   * NoUsableHostError when none is usable. Concurrent calls share one probing round.
   */
  choose(): Promise<DatabaseHost>;
  /** The node chosen last, or null while none is (yet, or any more). */
  current(): DatabaseHost | null;
  /** Whether a connection to `host` may stay in the pool: it is to the current node. */
  accepts(host: DatabaseHost): boolean;
  /**
   * Whether choose() would now try the nodes before the current one again (their cool-down
   * passed), so the pool should ask it for its settings.
   */
  recheckDue(): boolean;
  /**
   * A query or a new connection failed as if the current node were gone: probe it; when it is
   * not usable, it is passed over for the cool-down and the next choose() moves on.
   * Concurrent reports share one probe.
   */
  suspect(): Promise<void>;
}

const sameHost = (a: DatabaseHost, b: DatabaseHost) => a.host === b.host && a.port === b.port;

export function createHostSelector(
  hosts: readonly DatabaseHost[],
  probe: HostProbe,
  options: HostSelectorOptions,
): HostSelector {
  const now = options.now ?? Date.now;
  /** When each node, by index, may be tried again after it was found unusable. */
  const downUntil = new Map<number, number>();
  let chosen: number | null = null;
  /** When a node earlier than the chosen one was last tried. */
  let earlierTriedAt = 0;
  let choosing: Promise<DatabaseHost> | null = null;
  let lastProbeError: unknown;
  let suspecting: Promise<void> | null = null;

  const indexes = hosts.map((_, index) => index);
  const coolingDown = (index: number) => (downUntil.get(index) ?? 0) > now();
  const markDown = (index: number) => {
    downUntil.set(index, now() + options.coolDownMs);
    if (chosen === index) chosen = null;
  };

  async function usable(index: number): Promise<{ ok: boolean; error?: unknown }> {
    try {
      return { ok: await probe(hosts[index] as DatabaseHost) };
    } catch (error) {
      return { ok: false, error };
    }
  }

  /**
   * Probes `candidates` in order; the first usable wins, the others are marked down. Null when
   * none is usable (`lastProbeError` then says why the last one was not).
   */
  async function firstUsable(candidates: readonly number[]): Promise<number | null> {
    for (const index of candidates) {
      const { ok, error } = await usable(index);
      if (ok) {
        downUntil.delete(index);
        return index;
      }
      lastProbeError = error ?? lastProbeError;
      markDown(index);
    }
    return null;
  }

  function recheckDue(): boolean {
    return chosen !== null && chosen > 0 && now() - earlierTriedAt >= options.coolDownMs;
  }

  async function findHost(): Promise<DatabaseHost> {
    if (chosen !== null) {
      // Back to an earlier node once its cool-down has passed, if it is usable again.
      if (recheckDue()) {
        earlierTriedAt = now();
        const earlier = await firstUsable(indexes.slice(0, chosen).filter((i) => !coolingDown(i)));
        if (earlier !== null) chosen = earlier;
      }
      return hosts[chosen] as DatabaseHost;
    }
    lastProbeError = undefined;
    // The nodes out of their cool-down first; when none of them is usable, the others too: a
    // cluster that restarted as a whole is found again without waiting out the cool-downs.
    const cooling = indexes.filter(coolingDown);
    const found =
      (await firstUsable(indexes.filter((i) => !cooling.includes(i)))) ??
      (await firstUsable(cooling));
    if (found === null) throw new NoUsableHostError(hosts, lastProbeError);
    chosen = found;
    earlierTriedAt = now();
    return hosts[found] as DatabaseHost;
  }

  return {
    choose() {
      choosing ??= findHost().finally(() => (choosing = null));
      return choosing;
    },
    current: () => (chosen === null ? null : (hosts[chosen] as DatabaseHost)),
    recheckDue,
    accepts(host) {
      return chosen !== null && sameHost(hosts[chosen] as DatabaseHost, host);
    },
    suspect() {
      const index = chosen;
      if (index === null) return Promise.resolve();
      suspecting ??= usable(index)
        .then(({ ok }) => {
          if (!ok) markDown(index);
        })
        .finally(() => (suspecting = null));
      return suspecting;
    },
  };
}

const selectors = new WeakMap<object, HostSelector>();

/** Records the selector of a connection pool (connection.ts), for hostSelectorOf. */
export function attachHostSelector(pool: object, selector: HostSelector): void {
  selectors.set(pool, selector);
}

/** The host selector of a pool over several hosts; undefined for a single server or SQLite. */
export function hostSelectorOf(pool: object): HostSelector | undefined {
  return selectors.get(pool);
}
