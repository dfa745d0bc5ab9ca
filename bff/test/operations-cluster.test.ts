import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, eventually } from './support/harness';
import {
  listeningUrl,
  mysqlDatabase,
  processAlive,
  processSetup,
  runServer,
  type ServerProcess,
} from './operations-support';

const METRICS_TOKEN = 'cluster-metrics-token-0123456789abcdef';
const WORKERS = 2;
/** Requests over new connections: round robin sends them to both workers. */
const PROBES = 8;

/** How long one probe may take before it counts as unanswered (a worker just killed). */
const PROBE_TIMEOUT_MS = 2_000;

/** GET over a connection of its own (no keep-alive): the pid of the process that answered. */
function answeringPid(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.get(
      `${url}/api/health`,
      { agent: false, timeout: PROBE_TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => resolve(Number(res.headers['x-process-id'])));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

/** The processes that answered PROBES requests (requests nobody answered left out). */
async function pidsAnswering(url: string): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < PROBES; i += 1) {
    const pid = await answeringPid(url);
    if (pid !== null) pids.add(pid);
  }
  return pids;
}

function counterOf(text: string, route: string): number {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`cutshop_http_requests_total{method="GET",route="${route}",status="200"}`),
    );
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('WORKERS=n', () => {
  const started: ServerProcess[] = [];
  afterAll(() => {
    for (const server of started) server.kill();
  });

  it('is refused with SQLite, with a clear configuration error', async () => {
    const setup = await processSetup();
    try {
      const server = runServer({ ...setup.env, WORKERS: '2' });
      started.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('Invalid configuration:');
      expect(server.output()).toContain('WORKERS must be 1 with SQLite (got "2")');
      expect(server.output()).not.toContain('Listening on');
    } finally {
      await setup.remove();
    }
  });

  if (databasesUnderTest().includes('mysql')) {
    it('serves from two processes on one port over MySQL, restarts one that dies, stops on SIGTERM', async () => {
      const database = await mysqlDatabase();
      const setup = await processSetup(database.url);
      const workerPids = new Set<number>();
      try {
        const server = runServer({
          ...setup.env,
          WORKERS: String(WORKERS),
          METRICS_TOKEN,
          LOG_FORMAT: 'json',
        });
        started.push(server);
        const url = await listeningUrl(server);
        const primary = server.child.pid ?? 0;

        // Migrations and the seed ran once, in the primary, before the workers started.
        expect(server.output().match(/Database migrated/g)).toHaveLength(1);
        expect(server.output().match(/Database seeded: 01_catalogue/g)).toHaveLength(1);

        const first = await pidsAnswering(url);
        expect(first.size).toBe(WORKERS);
        expect(first.has(primary)).toBe(false);
        for (const pid of first) workerPids.add(pid);

        // The metrics add up both workers: each answered some of these requests.
        const scrape = async () => {
          const response = await fetch(`${url}/api/metrics`, {
            headers: { Authorization: `Bearer ${METRICS_TOKEN}`, Connection: 'close' },
          });
          expect(response.status).toBe(200);
          return response.text();
        };
        expect(counterOf(await scrape(), '/api/health')).toBe(PROBES);

        // A worker that dies is replaced; the cluster keeps serving meanwhile.
        const [victim] = [...first];
        process.kill(victim ?? 0, 'SIGKILL');
        const replaced = await eventually(async () => {
          const pids = await pidsAnswering(url);
          const fresh = [...pids].filter((pid) => !first.has(pid));
          return pids.size === WORKERS && fresh.length === 1 ? pids : undefined;
        }, 20_000);
        expect(replaced.has(victim ?? 0)).toBe(false);
        for (const pid of replaced) workerPids.add(pid);
        expect(server.output()).toMatch(
          /Worker \d+ stopped by SIGKILL: starting another in \d+ ms/,
        );

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        for (const pid of workerPids) expect(processAlive(pid), `worker ${pid}`).toBe(false);
      } finally {
        for (const server of started) server.kill();
        for (const pid of workerPids) if (processAlive(pid)) process.kill(pid, 'SIGKILL');
        await database.drop();
        await setup.remove();
      }
    }, 90_000);
  }
});
