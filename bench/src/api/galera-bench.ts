import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredOrder } from '@cutshop/domain';
import { seedOrders } from './bench-database';
import { formatFigures, measure, type Figures } from './measure';
import { REPO_ROOT, startProcess, type Started } from './processes';

/**
 * The order intake and the admin list through a three-node Galera cluster (`npm run galera`, in a
 * folder of its own, stopped at the end): one server on node 1, then a second on node 2 taking
 * orders at the same time.
 */

/** Node n listens on BASE+n; BENCH_GALERA_PORT_BASE moves the cluster's ports. */
const PORT_BASE = Number(process.env.BENCH_GALERA_PORT_BASE ?? 3470);
const DATABASE = 'cutshop_bench';

export interface GaleraBenchSetup {
  orderCount: number;
  orderBody: string;
  load: { connections: number; durationSeconds: number };
  warmUp: { connections: number; durationSeconds: number };
  firstPage: { name: string; path: string };
  randomPage: { name: string; nextPath: () => string };
  postName: string;
  /** The server's settings for a database URL (WORKERS=1). */
  serverEnv(databaseUrl: string): Record<string, string>;
  signIn(url: string): Promise<string>;
  placeOrder(url: string): Promise<StoredOrder>;
}

/** What the cluster needs that is not installed, to say so instead of measuring. */
function missingPackages(): string[] {
  const onPath = (program: string) =>
    spawnSync('sh', ['-c', `command -v ${program}`], {
      stdio: 'ignore',
      env: { PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` },
    }).status === 0;
  const missing = ['mariadbd', 'mariadb-install-db', 'mariadb', 'rsync'].filter((p) => !onPath(p));
  const provider = '/usr/lib/galera/libgalera_smm.so';
  return existsSync(provider) ? missing : [provider, ...missing];
}

function galera(folder: string, ...args: string[]): Promise<void> {
  const options = ['--dir', folder, '--port-base', String(PORT_BASE), '--database', DATABASE];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/galera.mjs', ...args, ...options], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run galera -- ${args[0]}:\n${output}`)),
    );
  });
}

function clusterUrl(order: readonly number[]): string {
  const hosts = order.map((n) => `127.0.0.1:${PORT_BASE + n}`).join(',');
  return `mysql://root@${hosts}/${DATABASE}`;
}

/** Two loads at once, one per server: their throughputs added, the slower latencies kept. */
async function measureTogether(name: string, runs: Promise<Figures>[]): Promise<Figures> {
  const figures = await Promise.all(runs);
  return {
    name,
    requestsPerSecond: figures.reduce((sum, figure) => sum + figure.requestsPerSecond, 0),
    p50Ms: Math.max(...figures.map((figure) => figure.p50Ms)),
    p99Ms: Math.max(...figures.map((figure) => figure.p99Ms)),
    failures: figures.reduce((sum, figure) => sum + figure.failures, 0),
  };
}

export async function benchGalera(setup: GaleraBenchSetup, baseline: Figures): Promise<string> {
  const missing = missingPackages();
  if (missing.length > 0) {
    return `Galera: not measured (${missing.join(', ')} missing; apt-get install -y mariadb-server galera-4 rsync)`;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'cutshop-bench-galera-'));
  // As root the nodes run as the mysql user, which must enter this folder.
  await chmod(folder, 0o755);
  const servers: Started[] = [];
  try {
    await galera(folder, 'start');
    const first = await startProcess('bff/src/server.ts', setup.serverEnv(clusterUrl([1, 2, 3])));
    servers.push(first);
    const template = await setup.placeOrder(first.url);
    const seedStart = performance.now();
    // Straight into node 1: the cluster replicates every batch to the other two.
    await seedOrders(clusterUrl([1]), template, setup.orderCount - 1);
    console.log(
      `  seeded ${setup.orderCount} orders through node 1 in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const cookie = await setup.signIn(first.url);
    const { load } = setup;
    await measure({
      name: 'warm-up',
      url: `${first.url}${setup.firstPage.path}`,
      headers: { cookie },
      ...setup.warmUp,
    });
    const figures: Figures[] = [];
    const onNode1 = 'node 1: ';
    figures.push(
      await measure({
        name: `${onNode1}${setup.firstPage.name}`,
        url: `${first.url}${setup.firstPage.path}`,
        headers: { cookie },
        ...load,
      }),
      await measure({
        name: `${onNode1}${setup.randomPage.name}`,
        url: `${first.url}/api/orders/`,
        headers: { cookie },
        nextPath: setup.randomPage.nextPath,
        ...load,
      }),
    );
    const post = (server: Started, connections: number) =>
      measure({
        name: setup.postName,
        url: `${server.url}/api/orders/`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: setup.orderBody,
        connections,
        durationSeconds: load.durationSeconds,
      });
    figures.push({ ...(await post(first, load.connections)), name: `${onNode1}${setup.postName}` });
    const second = await startProcess('bff/src/server.ts', setup.serverEnv(clusterUrl([2, 3, 1])));
    servers.push(second);
    const half = Math.ceil(load.connections / 2);
    figures.push(
      await measureTogether('nodes 1+2 at once: POST (no Idempotency-Key)', [
        post(first, half),
        post(second, half),
      ]),
    );
    return formatFigures(
      `MariaDB Galera, 3 nodes on one machine, ${setup.orderCount} orders:`,
      figures,
      baseline,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    try {
      await galera(folder, 'stop');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
