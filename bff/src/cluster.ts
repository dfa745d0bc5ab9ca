import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { ConfigError, type Config } from './config';
import type { Logger } from './logger';
import { displayHost, OPERATIONS_TIMINGS } from './runtime';

/*
 * WORKERS=n (docs/operations.md, "Several processes"): the primary prepares the database once,
 * forks n workers that share one port (node:cluster), restarts a worker that dies, forwards
 * SIGTERM and SIGINT, and adds up the workers' metrics for GET /api/metrics.
 */

/**
 * How the primary looks after its workers. A worker that dies is forked again after
 * `restartDelayFirstMs`, doubled for each death in a row up to `restartDelayMaxMs`; a worker that
 * ran `stableAfterMs` before dying starts the doubling over. On SIGTERM, a worker still running
 * `stopMarginMs` after the shutdown grace is killed. A worker's metrics request waits at most
 * `metricsTimeoutMs` for the primary's sum.
 */
export const CLUSTER_TIMINGS = {
  restartDelayFirstMs: 500,
  restartDelayMaxMs: 30_000,
  stableAfterMs: 60_000,
  stopMarginMs: 5_000,
  metricsTimeoutMs: 5_000,
} as const;

/** The factor the restart delay grows by after each death in a row. */
const RESTART_BACKOFF_FACTOR = 2;

const METRICS_REQUEST = 'cutshop:metrics-request';
const METRICS_ANSWER = 'cutshop:metrics-answer';

interface MetricsRequest {
  type: typeof METRICS_REQUEST;
  id: number;
}
interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as T).type === type;
}

/** SQLite is one process here: WORKERS above 1 needs MySQL or MariaDB. */
export function checkClusterConfig(config: Config): void {
  if (config.workers > 1 && config.database.kind === 'sqlite') {
    throw new ConfigError([
      `WORKERS must be 1 with SQLite (got "${config.workers}"): SQLite serves one process; ` +
        'set DATABASE_URL to MySQL or MariaDB to run several',
    ]);
  }
}

interface PrimaryOptions {
  config: Config;
  logger: Logger;
  /** Migrations, seeds, the first admin and the JWT secret: once, before any worker starts. */
  prepare(): Promise<void>;
  /** When the primary started, for the "ready in" figure. */
  startedAt: number;
}

/**
 * The cluster's primary: prepares, forks `config.workers` workers (each runs server.ts, which
 * sees it is a worker), says where it listens once all of them do, and stops when they have all
 * stopped after SIGTERM or SIGINT: exit 0 when every worker exited 0. A worker that fails before
 * the first start is complete stops the whole start (exit 1), as a single server's failure does.
 */
export async function runPrimary(options: PrimaryOptions): Promise<void> {
  const { config, logger } = options;
  checkClusterConfig(config);
  await options.prepare();

  const startedAt = new Map<number, number>();
  let restartDelayMs: number = CLUSTER_TIMINGS.restartDelayFirstMs;
  let listening = 0;
  let started = false;
  let stopping = false;
  let failed = false;
  const restarts = new Set<NodeJS.Timeout>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  const finishIfDone = () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  };
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const deadline = setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      failed = true;
    }, OPERATIONS_TIMINGS.graceMs + CLUSTER_TIMINGS.stopMarginMs);
    deadline.unref();
    finishIfDone();
  };

  cluster.on('listening', (_worker: Worker, address: { address: string | null; port: number }) => {
    listening += 1;
    if (started || listening < config.workers) return;
    started = true;
    const host = displayHost(address.address ?? config.host);
    const readyMs = Math.round(performance.now() - options.startedAt);
    logger.info(
      `Listening on http://${host}:${address.port} with ${config.workers} workers (ready in ${readyMs} ms)`,
    );
  });
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const ranMs = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      // A worker still starting when SIGTERM came ends by that signal: a clean stop too.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      return finishIfDone();
    }
    const how = signal ? `by ${signal}` : `with code ${String(code)}`;
    if (!started) {
      logger.error(`A worker stopped ${how} before the server was up: stopping`);
      failed = true;
      return stopAll('SIGTERM');
    }
    if (ranMs >= CLUSTER_TIMINGS.stableAfterMs)
      restartDelayMs = CLUSTER_TIMINGS.restartDelayFirstMs;
    logger.warn(`Worker ${worker.id} stopped ${how}: starting another in ${restartDelayMs} ms`, {
      worker: worker.id,
    });
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, restartDelayMs);
    restarts.add(timer);
    restartDelayMs = Math.min(
      restartDelayMs * RESTART_BACKOFF_FACTOR,
      CLUSTER_TIMINGS.restartDelayMaxMs,
    );
  });

  // The workers' metrics, added up (prom-client's aggregator), for the worker that was asked.
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, METRICS_REQUEST)) return;
    const answer = (fields: Omit<MetricsAnswer, 'type' | 'id'>) =>
      worker.send({ type: METRICS_ANSWER, id: message.id, ...fields } satisfies MetricsAnswer);
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    );
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      logger.info(`${signal} received: stopping the workers`);
      // Each worker gets SIGTERM (a terminal's Ctrl-C reaches them as SIGINT too: both are one
      // graceful stop to a worker).
      stopAll('SIGTERM');
    });
  }
  for (let i = 0; i < config.workers; i += 1) fork();
}

/** True in a process the cluster primary forked. */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/**
 * In a worker: `expose` lets prom-client answer the primary's requests for this worker's figures
 * (called once, as soon as the app's registry exists), and `scrape` asks the primary for the sum
 * over all workers.
 */
export function clusterMetricsSource(): {
  expose: (local: Registry) => void;
  scrape: () => Promise<string>;
} {
  let nextId = 0;
  const waiting = new Map<number, (answer: MetricsAnswer) => void>();
  process.on('message', (message: unknown) => {
    if (isMessage<MetricsAnswer>(message, METRICS_ANSWER)) waiting.get(message.id)?.(message);
  });
  return {
    expose(local) {
      AggregatorRegistry.setRegistries([local]);
      // Constructing one makes prom-client answer the primary's requests in this worker.
      new AggregatorRegistry();
    },
    scrape() {
      nextId += 1;
      const id = nextId;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('The cluster primary did not send the metrics in time'));
        }, CLUSTER_TIMINGS.metricsTimeoutMs);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (answer.text !== undefined) resolve(answer.text);
          else reject(new Error(`The cluster metrics failed: ${answer.error ?? 'no answer'}`));
        });
        process.send?.({ type: METRICS_REQUEST, id } satisfies MetricsRequest);
      });
    },
  };
}
