import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type Aggregator,
} from 'prom-client';

/*
 * The server's Prometheus metrics (GET /api/metrics, docs/operations.md, "Metrics"): one registry
 * per app for its own figures, beside the process's default metrics (CPU, memory, event loop,
 * garbage collection), which are collected once per process.
 */

/** What the metrics read from the database at scrape time. */
export interface DatabaseGauges {
  /** The connection pool of this process, right now. */
  pool(): { used: number; free: number; pendingAcquires: number };
  /** E-mails not sent yet, and those of them whose last attempt failed. */
  outbox(): Promise<{ queued: number; failed: number }>;
}

/** One answered request, as the access log and the request metrics see it. */
interface RequestSample {
  method: string;
  /** The route pattern (e.g. /api/orders/:uuid), never the raw path with its ids. */
  route: string;
  status: number;
  seconds: number;
}

export interface AppMetrics {
  /** This app's metrics and the process's default metrics, one registry. */
  readonly registry: Registry;
  observeRequest(sample: RequestSample): void;
  /** A new order was stored (not a replayed one). */
  orderCreated(): void;
  /** The Prometheus text of this process (or, in a cluster, of all its workers). */
  scrape(): Promise<string>;
  /** The Content-Type of what scrape() gives. */
  readonly contentType: string;
}

/** Latency buckets in seconds: from a cached list page (a few ms) to a slow export (10 s). */
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Methods kept as they are in the labels; any other is counted as OTHER (bounded labels). */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * How a cluster's primary adds up its workers' figures (prom-client's AggregatorRegistry): each
 * worker's own counts and pool add up; the outbox, read from the one shared table by every
 * worker, is taken once.
 */
const SUMMED: Aggregator = 'sum';
const SHARED_TABLE: Aggregator = 'first';

let processRegistry: Registry | null = null;

/** The process's default metrics, collected once however many apps the process builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Runs `read` once for every scrape: the queued and failed gauges both need the outbox counts,
 * and both are collected at the same moment.
 */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
}

export interface MetricsOptions {
  /** Where scrape() gets its text; this process's registry unless a cluster primary adds up. */
  scrape?: () => Promise<string>;
  /** Hears of the registry as soon as it exists (a cluster worker shares it with its primary). */
  expose?: (registry: Registry) => void;
}

/** The metrics of one app over its database. */
export function createMetrics(database: DatabaseGauges, options: MetricsOptions = {}): AppMetrics {
  const own = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'cutshop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [own],
    aggregator: SUMMED,
  });
  const latency = new Histogram({
    name: 'cutshop_http_request_duration_seconds',
    help: 'Time to produce the answer (without streaming a body out), by method, route and status',
    labelNames,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [own],
    aggregator: SUMMED,
  });
  const ordersCreated = new Counter({
    name: 'cutshop_orders_created_total',
    help: 'Orders stored (a replayed request with the same Idempotency-Key is not counted)',
    registers: [own],
    aggregator: SUMMED,
  });
  const outbox = sharedRead(database.outbox);
  // A scrape while the database is away still answers: the outbox figures are then unknown (NaN).
  const readOutbox = () => outbox().catch(() => ({ queued: Number.NaN, failed: Number.NaN }));
  new Gauge({
    name: 'cutshop_emails_queued',
    help: 'E-mails in the outbox not sent yet (read from the database at scrape time)',
    registers: [own],
    aggregator: SHARED_TABLE,
    async collect() {
      this.set((await readOutbox()).queued);
    },
  });
  new Gauge({
    name: 'cutshop_emails_failed',
    help: 'Unsent e-mails whose last delivery attempt failed, waiting for a retry',
    registers: [own],
    aggregator: SHARED_TABLE,
    async collect() {
      this.set((await readOutbox()).failed);
    },
  });
  new Gauge({
    name: 'cutshop_db_pool_connections',
    help: 'Database connections by state (used: lent to a query; free: idle), summed over workers',
    labelNames: ['state'] as const,
    registers: [own],
    aggregator: SUMMED,
    collect() {
      const pool = database.pool();
      this.set({ state: 'used' }, pool.used);
      this.set({ state: 'free' }, pool.free);
    },
  });
  new Gauge({
    name: 'cutshop_db_pool_pending_acquires',
    help: 'Queries waiting for a database connection, summed over workers',
    registers: [own],
    aggregator: SUMMED,
    collect() {
      this.set(database.pool().pendingAcquires);
    },
  });

  const registry = Registry.merge([processMetrics(), own]);
  options.expose?.(registry);
  const scrape = options.scrape ?? (() => registry.metrics());
  return {
    registry,
    contentType: registry.contentType,
    observeRequest({ method, route, status, seconds }) {
      const labels = {
        method: KNOWN_METHODS.has(method) ? method : 'OTHER',
        route,
        status: String(status),
      };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    orderCreated: () => ordersCreated.inc(),
    scrape,
  };
}
