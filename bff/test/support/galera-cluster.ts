import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { REPO_ROOT } from '../../src/paths';

/**
 * A three-node Galera cluster of a test's own, run by `npm run galera` (scripts/galera.mjs) in a
 * temporary folder, on ports nobody listens on, with a database of the test's own.
 */

/** What `npm run galera` needs of the machine; the missing ones, for a skip message. */
export function missingGaleraPackages(): string[] {
  const onPath = (program: string) =>
    spawnSync('sh', ['-c', `command -v ${program}`], {
      stdio: 'ignore',
      env: { PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` },
    }).status === 0;
  const missing = ['mariadbd', 'mariadb-install-db', 'mariadb', 'rsync'].filter(
    (program) => !onPath(program),
  );
  const provider = '/usr/lib/galera/libgalera_smm.so';
  return existsSync(provider) ? missing : [provider, ...missing];
}

export const GALERA_INSTALL_HINT = 'apt-get install -y mariadb-server galera-4 rsync';

/** Node n listens on base+n (SQL), base+1000+n, base+2000+n and base+3000+n (scripts/galera.mjs). */
function portsOf(base: number): number[] {
  return [1, 2, 3].flatMap((n) => [0, 1000, 2000, 3000].map((offset) => base + offset + n));
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** GALERA_TEST_PORT_BASE when set; otherwise the first base from 3430 on whose ports are free. */
async function freePortBase(): Promise<number> {
  const chosen = process.env.GALERA_TEST_PORT_BASE;
  if (chosen) return Number(chosen);
  for (let base = 3430; base < 3600; base += 10) {
    const free = await Promise.all(portsOf(base).map(portIsFree));
    if (free.every(Boolean)) return base;
  }
  throw new Error('No free ports for a test cluster between 3431 and 6599');
}

export interface GaleraCluster {
  /** The SQL port of node n (1 to 3). */
  port(n: number): number;
  /** A DATABASE_URL listing the nodes in this order: the first is the preferred one. */
  url(order: readonly number[]): string;
  /** `npm run galera -- <args>` on this cluster; rejects with its output when it fails. */
  run(...args: string[]): Promise<string>;
  /** A connection to node n alone, whose reads wait for every write the cluster committed. */
  connect(n: number): Promise<mysql.Connection>;
  /** What node n reports of the cluster: its size as that node sees it, and its state. */
  wsrep(n: number): Promise<{ clusterSize: number; state: string } | undefined>;
  /** Stops the nodes and removes their folder. */
  remove(): Promise<void>;
}

export async function startGaleraCluster(database: string): Promise<GaleraCluster> {
  const folder = await mkdtemp(path.join(tmpdir(), 'cutshop-galera-'));
  // The nodes run as the mysql user when the test runs as root: it must reach their folders.
  await chmod(folder, 0o755);
  const base = await freePortBase();
  const options = ['--dir', folder, '--port-base', String(base), '--database', database];
  const run = (...args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['scripts/galera.mjs', ...args, ...options], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) =>
        code === 0
          ? resolve(output)
          : reject(new Error(`npm run galera -- ${args.join(' ')} failed:\n${output}`)),
      );
    });
  const port = (n: number) => base + n;
  const cluster: GaleraCluster = {
    port,
    url: (order) =>
      `mysql://root@${order.map((n) => `127.0.0.1:${port(n)}`).join(',')}/${database}`,
    run,
    async connect(n) {
      const connection = await mysql.createConnection({
        host: '127.0.0.1',
        port: port(n),
        user: 'root',
        database,
      });
      await connection.query('SET SESSION wsrep_sync_wait = 1');
      return connection;
    },
    async wsrep(n) {
      const connection = await mysql
        .createConnection({ host: '127.0.0.1', port: port(n), user: 'root' })
        .catch(() => undefined);
      if (!connection) return undefined;
      try {
        const [rows] = await connection.query("SHOW GLOBAL STATUS LIKE 'wsrep_%'");
        const status = new Map(
          (rows as { Variable_name: string; Value: string }[]).map((row) => [
            row.Variable_name,
            row.Value,
          ]),
        );
        return {
          clusterSize: Number(status.get('wsrep_cluster_size')),
          state: status.get('wsrep_local_state_comment') ?? '',
        };
      } finally {
        await connection.end();
      }
    },
    async remove() {
      try {
        await run('stop');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
  try {
    await run('start');
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}
