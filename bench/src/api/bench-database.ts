import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import knexFactory from 'knex';
import { ORDER_STATUSES, type OrderStatus, type StoredOrder } from '@cutshop/domain';
import { insertOrdersDirectly, openDatabase, recountOrders } from '@cutshop/bff/testing';

export type DatabaseKind = 'sqlite' | 'mysql';

export interface BenchDatabase {
  kind: DatabaseKind;
  url: string;
  drop(): Promise<void>;
}

/** The MySQL/MariaDB server the benchmark uses (a database of its own is created there). */
export const MYSQL_SERVER_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';

async function onMysqlServer(statement: string): Promise<void> {
  const url = new URL(MYSQL_SERVER_URL);
  const admin = knexFactory({
    client: 'mysql2',
    connection: {
      host: url.hostname,
      port: url.port === '' ? 3306 : Number(url.port),
      user: decodeURIComponent(url.username) || 'root',
      password: decodeURIComponent(url.password),
    },
    pool: { min: 0, max: 1 },
  });
  try {
    await admin.raw(statement);
  } finally {
    await admin.destroy();
  }
}

/** A fresh, empty database: an SQLite file in `tempDir`, or a new MySQL database. */
export async function createBenchDatabase(
  kind: DatabaseKind,
  tempDir: string,
): Promise<BenchDatabase> {
  if (kind === 'sqlite') {
    return { kind, url: `sqlite:${path.join(tempDir, 'bench.sqlite')}`, drop: async () => {} };
  }
  const name = `cutshop_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onMysqlServer(
    `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  const url = new URL(MYSQL_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.toString(),
    drop: () => onMysqlServer(`DROP DATABASE IF EXISTS \`${name}\``),
  };
}

/** Most orders of a year-old shop are delivered; some wait at each step. */
const STATUS_WEIGHTS: Record<OrderStatus, number> = {
  Pending: 0.1,
  Approved: 0.1,
  'To Cut': 0.1,
  'To Deliver': 0.55,
  Rejected: 0.15,
};

function randomStatus(): OrderStatus {
  let roll = Math.random();
  for (const status of ORDER_STATUSES) {
    roll -= STATUS_WEIGHTS[status];
    if (roll < 0) return status;
  }
  return 'To Deliver';
}

const DAY_MS = 86_400_000;

/**
 * Writes `count` copies of a real stored order (new uuids, statuses and times spread over the
 * last `days` days) straight into the database in batches, then recounts the order counters
 * the way the server keeps them.
 */
export async function seedOrders(
  databaseUrl: string,
  template: StoredOrder,
  count: number,
  days = 365,
): Promise<void> {
  const db = openDatabase(databaseUrl);
  const now = Date.now();
  try {
    const batchSize = 500;
    for (let done = 0; done < count; done += batchSize) {
      const orders: StoredOrder[] = [];
      for (let index = done; index < Math.min(count, done + batchSize); index += 1) {
        const created = now - Math.random() * days * DAY_MS;
        const updated = Math.min(now, created + Math.random() * 3 * DAY_MS);
        const status = randomStatus();
        orders.push({
          ...template,
          uuid: randomUUID(),
          status,
          message: status === 'Rejected' ? 'Sizes outside what we cut' : '',
          createdAt: new Date(created).toISOString(),
          updatedAt: new Date(updated).toISOString(),
          version: status === 'Pending' ? 1 : 2,
        });
      }
      await insertOrdersDirectly(db, orders);
    }
    await recountOrders(db);
    // Fresh statistics, as a database that grew to this size would have.
    if (databaseUrl.startsWith('sqlite:')) await db.raw('ANALYZE');
    else await db.raw('ANALYZE TABLE orders, order_counts');
  } finally {
    await db.destroy();
  }
}
