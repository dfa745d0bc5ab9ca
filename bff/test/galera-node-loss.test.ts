import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortOrderId, type StoredOrder } from '@cutshop/domain';
import { REPO_ROOT } from '../src/paths';
import { OUTBOX_RETRY } from '../src/services/mail/outbox-mailer';
import { CookieJar } from './support/admin-session';
import {
  GALERA_INSTALL_HINT,
  missingGaleraPackages,
  startGaleraCluster,
  type GaleraCluster,
} from './support/galera-cluster';
import { TEST_ADMIN, eventually } from './support/harness';
import { validOrder } from './support/orders-fixture';
import { shopEnv, startServerProcess, type ServerProcess } from './support/server-processes';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';

/** The drill's shape: clients per server, and the pauses between its steps. */
const DRILL = {
  clientsPerServer: 3,
  /** Orders flow this long before node 3 is killed, and between the later steps. */
  stepMs: 3_000,
  /** A client waits this long after a 5xx or a broken connection before sending again. */
  retryPauseMs: 200,
  /** One request's longest wait for its answer. */
  requestTimeoutMs: 15_000,
  /** A client gives up an order (and the test fails) after retrying it this long. */
  orderDeadlineMs: 60_000,
  /**
   * The servers' outbox lease (OUTBOX_LEASE_SECONDS, its shortest): an e-mail claimed by a
   * mailer whose node left goes out this long after the claim, instead of the default 2 min.
   */
  outboxLeaseSeconds: OUTBOX_RETRY.shortestLeaseMs / 1000,
  /** The wait for the last e-mails beyond that lease: a slow machine's drain of a thousand. */
  mailDrainMs: 30_000,
} as const;

interface DrillCounts {
  acknowledged: number;
  /** 5xx answers the clients saw before their retries got a 201, by status. */
  serverErrors: Record<number, number>;
  /** Requests that got no answer (a broken connection or a timeout). */
  noAnswer: number;
  /** Answers other than 201 and 5xx: none may come. */
  unexpected: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An order posted as a real client does: retried with its Idempotency-Key until a 201. */
async function placeUntilAcknowledged(server: ServerProcess, counts: DrillCounts): Promise<string> {
  const key = randomUUID();
  const body = JSON.stringify(validOrder());
  const deadline = Date.now() + DRILL.orderDeadlineMs;
  for (;;) {
    try {
      const response = await server.fetch('/api/orders/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body,
        signal: AbortSignal.timeout(DRILL.requestTimeoutMs),
      });
      if (response.status === 201) {
        counts.acknowledged += 1;
        return ((await response.json()) as { uuid: string }).uuid;
      }
      if (response.status >= 500) {
        counts.serverErrors[response.status] = (counts.serverErrors[response.status] ?? 0) + 1;
      } else counts.unexpected.push(`${response.status} ${await response.text()}`);
    } catch {
      counts.noAnswer += 1;
    }
    if (Date.now() > deadline) throw new Error(`order ${key} was not acknowledged in time`);
    await pause(DRILL.retryPauseMs);
  }
}

/** The end of each server's log, for a failure message. */
function serverLogs(...servers: ServerProcess[]): string {
  return servers
    .map((server) => {
      const lines = server.output().trimEnd().split('\n').slice(-12);
      return `--- ${server.baseUrl}\n${lines.map((line) => line.slice(0, 400)).join('\n')}`;
    })
    .join('\n');
}

async function signIn(server: ServerProcess): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await server.fetch('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  expect(response.status).toBe(200);
  jar.take(response);
  return jar;
}

function asAdmin(server: ServerProcess, jar: CookieJar, pathname: string, json?: unknown) {
  return server.fetch(pathname, {
    method: json === undefined ? 'GET' : 'PUT',
    headers: {
      Cookie: jar.header(),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
}

async function listTotal(server: ServerProcess, jar: CookieJar): Promise<number> {
  const response = await asAdmin(server, jar, '/api/orders/?limit=10&page=1');
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

async function waitUntilReady(server: ServerProcess): Promise<void> {
  await eventually(async () => {
    const response = await server.fetch('/api/ready').catch(() => undefined);
    return response?.status === 200 ? true : undefined;
  }, 60_000);
}

/** What one node holds, read on that node alone once it has applied every commit. */
async function onNode(cluster: GaleraCluster, n: number) {
  const connection = await cluster.connect(n);
  try {
    const count = async (sql: string) => {
      const [rows] = await connection.query(sql);
      return Number((rows as { n: number | string }[])[0]?.n);
    };
    const [uuidRows] = await connection.query('SELECT uuid FROM orders');
    return {
      uuids: (uuidRows as { uuid: string }[]).map((row) => row.uuid),
      confirmations: await count(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE kind = 'order_confirmation'",
      ),
      unsent: await count('SELECT COUNT(*) AS n FROM email_outbox WHERE sent_at IS NULL'),
    };
  } finally {
    await connection.end();
  }
}

const missing = missingGaleraPackages();
const title =
  missing.length === 0
    ? 'A shop on a three-node Galera cluster'
    : `A shop on a three-node Galera cluster (skipped: ${missing.join(', ')} missing; ${GALERA_INSTALL_HINT})`;

describe.skipIf(missing.length > 0)(title, () => {
  const shop = {} as {
    cluster: GaleraCluster;
    smtp: SmtpPeer;
    /** Prefers node 1, then 2, then 3. */
    a: ServerProcess;
    /** Prefers node 2, then 3, then 1. */
    b: ServerProcess;
    /** Prefers node 3: started for the final reads. */
    c?: ServerProcess;
  };
  let folder = '';
  /** What every server of the drill runs with beyond shopEnv's: the SMTP peer, the lease. */
  const drillSettings = () => ({
    SMTP_URL: shop.smtp.url,
    OUTBOX_LEASE_SECONDS: String(DRILL.outboxLeaseSeconds),
  });

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'cutshop-galera-shop-'));
    shop.smtp = await startSmtpPeer();
    shop.cluster = await startGaleraCluster(`cutshop_galera_${process.pid}`);
    const env = (order: number[]) => shopEnv(shop.cluster.url(order), folder, drillSettings());
    // One after the other: A migrates and seeds, B finds it done.
    shop.a = await startServerProcess(env([1, 2, 3]));
    shop.b = await startServerProcess(env([2, 3, 1]));
  }, 150_000);

  afterAll(async () => {
    await Promise.all([shop.a?.stop(), shop.b?.stop(), shop.c?.stop()]);
    await shop.cluster?.remove();
    await shop.smtp?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  }, 120_000);

  it('keeps every acknowledged order once, and mails it once, through the loss of two nodes', async () => {
    const startedAt = Date.now();
    const counts: DrillCounts = { acknowledged: 0, serverErrors: {}, noAnswer: 0, unexpected: [] };
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let posting = true;
    const client = async (server: ServerProcess) => {
      try {
        while (posting) acknowledged.push(await placeUntilAcknowledged(server, counts));
      } catch (error) {
        failures.push(String(error));
        posting = false;
      }
    };
    const clients = [shop.a, shop.b].flatMap((server) =>
      Array.from({ length: DRILL.clientsPerServer }, () => client(server)),
    );
    const steps: string[] = [];
    const step = (text: string) =>
      steps.push(
        `${((Date.now() - startedAt) / 1000).toFixed(1)} s ${text} (${counts.acknowledged} acknowledged)`,
      );
    try {
      await pause(DRILL.stepMs);
      step('node 3 killed');
      await shop.cluster.run('kill-node', '3');
      // Two abrupt losses of three leave the last node without a majority (it stops taking
      // queries, by design). So node 2 leaves cleanly, and only once the others have dropped
      // node 3 from the cluster: then node 1 carries on alone.
      await eventually(async () => {
        const seen = await shop.cluster.wsrep(1);
        return seen?.clusterSize === 2 ? true : undefined;
      }, 60_000);
      step('node 3 dropped from the cluster');
      // `npm run galera -- status` exits 0 only when all three nodes are Synced.
      await expect(shop.cluster.run('status')).rejects.toThrow(/node 3 .* stopped/);
      await pause(DRILL.stepMs);
      step('node 2 stopping');
      await shop.cluster.run('stop-node', '2');
      step('node 2 stopped');
      await pause(DRILL.stepMs);
      await shop.cluster.run('start-node', '3');
      step('node 3 back, Synced');
      await shop.cluster.run('start-node', '2');
      step('node 2 back, Synced');
      expect(await shop.cluster.run('status')).toMatch(/node 2 .* state Synced {2}cluster size 3/);
      await pause(DRILL.stepMs);
    } finally {
      posting = false;
      await Promise.all(clients);
      step('clients done');
      const seconds = (Date.now() - startedAt) / 1000;
      console.log(
        `Galera drill: ${counts.acknowledged} orders acknowledged in ${seconds.toFixed(1)} s; ` +
          `5xx answers before retries ${JSON.stringify(counts.serverErrors)}, ` +
          `${counts.noAnswer} requests unanswered` +
          `\n  ${steps.join('\n  ')}`,
      );
    }
    expect(failures, `${failures.join('\n')}\n${serverLogs(shop.a, shop.b)}`).toEqual([]);
    expect(counts.unexpected).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);

    // Every node holds exactly the acknowledged orders, and one confirmation for each.
    for (const n of [1, 2, 3]) {
      const held = await onNode(shop.cluster, n);
      expect(held.uuids.sort(), `orders on node ${n}`).toEqual([...acknowledged].sort());
      expect(held.confirmations, `confirmations on node ${n}`).toBe(acknowledged.length);
    }

    // The admin list's total, read through a server on each node.
    shop.c = await startServerProcess(
      shopEnv(shop.cluster.url([3, 1, 2]), folder, drillSettings()),
    );
    for (const server of [shop.a, shop.b, shop.c]) {
      await waitUntilReady(server);
      expect(await listTotal(server, await signIn(server))).toBe(acknowledged.length);
    }

    // Each confirmation reached the SMTP peer exactly once.
    const confirmationsReceived = () =>
      shop.smtp.received.filter((mail) => /^Subject: Order \S+ received/m.test(mail.raw));
    // A mailer whose node left while it held a claim keeps that e-mail until the claim's lease
    // runs out; then another sends it (docs/rules-and-defaults.md, "E-mail delivery"). So the
    // wait covers the servers' lease, and a slow machine's drain of a thousand e-mails.
    await eventually(
      async () => {
        const held = await onNode(shop.cluster, 1);
        return held.unsent === 0 && confirmationsReceived().length >= acknowledged.length
          ? true
          : undefined;
      },
      DRILL.outboxLeaseSeconds * 1000 + DRILL.mailDrainMs,
    );
    await pause(1_000);
    const mails = confirmationsReceived();
    // What the mailers said of the e-mails they could not record as sent, should any come twice.
    const mailerWarnings = [shop.a, shop.b]
      .flatMap((server) => server.output().split('\n'))
      .filter((line) => /E-mail \d+ \(order_confirmation\) not sent/.test(line))
      .map((line) => line.slice(0, 400));
    expect(mails, mailerWarnings.join('\n')).toHaveLength(acknowledged.length);
    const subjects = mails.map((mail) => /^Subject: Order (\S+) received/m.exec(mail.raw)?.[1]);
    expect(subjects.sort()).toEqual(acknowledged.map(shortOrderId).sort());
  }, 360_000);

  it('lets one of two admins change an order through the two servers, the other gets 409', async () => {
    const [jarA, jarB] = await Promise.all([signIn(shop.a), signIn(shop.b)]);
    for (let round = 0; round < 3; round += 1) {
      const placed = await shop.a.fetch('/api/orders/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validOrder()),
      });
      expect(placed.status).toBe(201);
      const { uuid } = (await placed.json()) as { uuid: string };
      // Each admin reads it through their own server, then both change that version at once.
      const [readA, readB] = await Promise.all([
        eventually(async () => {
          const response = await asAdmin(shop.a, jarA, `/api/orders/${uuid}`);
          return response.status === 200 ? ((await response.json()) as StoredOrder) : undefined;
        }),
        eventually(async () => {
          const response = await asAdmin(shop.b, jarB, `/api/orders/${uuid}`);
          return response.status === 200 ? ((await response.json()) as StoredOrder) : undefined;
        }),
      ]);
      const [approve, reject] = await Promise.all([
        asAdmin(shop.a, jarA, `/api/orders/${uuid}`, { ...readA, status: 'Approved', message: '' }),
        asAdmin(shop.b, jarB, `/api/orders/${uuid}`, {
          ...readB,
          status: 'Rejected',
          message: 'Duplicate',
        }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const connection = await shop.cluster.connect(3);
      try {
        const [history] = await connection.query(
          'SELECT COUNT(*) AS n FROM order_status_history WHERE order_uuid = ?',
          [uuid],
        );
        expect(Number((history as { n: number }[])[0]?.n)).toBe(1);
      } finally {
        await connection.end();
      }
    }
  }, 60_000);
});

describe('npm run galera: its arguments and a node configuration', () => {
  const galera = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/galera.mjs', ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });

  it('writes what the product expects of a node, on loopback ports from the base', () => {
    const { status, stdout } = galera('config', '2', '--port-base', '4000', '--dir', '/srv/g');
    expect(status).toBe(0);
    for (const line of [
      'bind-address=127.0.0.1',
      'port=4002',
      'datadir=/srv/g/node2/data',
      'default_storage_engine=InnoDB',
      'binlog_format=ROW',
      'innodb_autoinc_lock_mode=2',
      'wsrep_on=ON',
      'wsrep_provider=/usr/lib/galera/libgalera_smm.so',
      'wsrep_cluster_address=gcomm://127.0.0.1:5001,127.0.0.1:5002,127.0.0.1:5003',
      'wsrep_sst_method=rsync',
      'wsrep_sst_receive_address=127.0.0.1:7002',
    ]) {
      expect(stdout.split('\n')).toContain(line);
    }
    expect(stdout).toContain(
      'gmcast.listen_addr=tcp://127.0.0.1:5002;ist.recv_addr=127.0.0.1:6002',
    );
  });

  it('prints the DATABASE_URL of the three nodes, node 1 first', () => {
    const { status, stdout } = galera('url', '--database', 'shop');
    expect(status).toBe(0);
    expect(stdout.trim()).toBe('mysql://root@127.0.0.1:3401,127.0.0.1:3402,127.0.0.1:3403/shop');
  });

  it.each([
    [['kill-node', '4'], 'kill-node takes the node'],
    [['start', '--database', 'a;b'], '--database takes letters'],
    [['start', '--port-base', '80'], '--port-base takes a whole number'],
    [['restart'], 'unknown command restart'],
    [['stop', '--force'], 'unknown option --force'],
    [['start', '--dir'], '--dir needs a value'],
    [[], 'name a command'],
  ])('refuses %j with a usage message and exit code 2', (args, message) => {
    const { status, stderr } = galera(...args);
    expect(status).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain('Usage: npm run galera');
  });
});
