import knexFactory from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UniqueViolationError } from '../src/db/errors';
import { driverErrorTranslator } from '../src/db/translate-errors';
import { createConsoleLogger } from '../src/logger';
import type { OutboxRepository, QueuedEmail } from '../src/repositories/outbox-repository';
import type { MailDelivery } from '../src/services/mail/mail-delivery';
import { OutboxMailer } from '../src/services/mail/outbox-mailer';
import {
  forEachDatabase,
  recordingLogger,
  startTestServer,
  type TestServer,
} from './support/harness';
import { orderWith } from './support/orders-fixture';

/** Personal data only this test uses, so any trace of it in a log line is a leak. */
const CUSTOMER = {
  fullName: 'Wilhelmina Quarrington',
  address: '77 Juniper Crescent, Lowestoft NR32 9ZZ',
  email: 'wilhelmina.q@private.test',
  phoneNumber: '+44 7700 955331',
  orderName: 'Quarrington scullery',
};
const PERSONAL = [
  'Wilhelmina',
  'Quarrington',
  'Juniper Crescent',
  'NR32',
  'wilhelmina.q@private.test',
  '7700 955331',
];

function expectNoPersonalData(log: string): void {
  for (const value of PERSONAL) expect(log).not.toContain(value);
  // No SQL values either: neither a VALUES list nor a bound value.
  expect(log).not.toMatch(/values\s*\(/i);
}

forEachDatabase('logs of a failed database write', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  /** Makes every insert into the e-mail outbox fail with a driver error the server does not know. */
  async function forceOutboxFailure(): Promise<() => Promise<void>> {
    if (database === 'sqlite') {
      await server.db.raw(
        "CREATE TRIGGER refuse_mail BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'forced failure'); END",
      );
    } else {
      await server.db.raw(
        "CREATE TRIGGER refuse_mail BEFORE INSERT ON email_outbox FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'forced failure'",
      );
    }
    return async () => {
      await server.db.raw('DROP TRIGGER refuse_mail');
    };
  }

  it('names the driver code, the statement and the table, never the customer or a value', async () => {
    const undo = await forceOutboxFailure();
    try {
      const order = orderWith((draft) => {
        draft.customer = { ...CUSTOMER };
        draft.name = CUSTOMER.orderName;
      });
      const response = await server.postOrder(order);
      expect(response.status, await response.clone().text()).toBe(500);
    } finally {
      await undo();
    }
    const errors = server.logger.lines.filter((line) => line.startsWith('error:'));
    expect(errors).toHaveLength(1);
    const [line = ''] = errors;
    expectNoPersonalData(line);
    expect(line).toMatch(/^error: POST \/api\/orders\/ failed \(internal_error\) /);
    expect(line).toContain(
      database === 'sqlite'
        ? 'Database error SQLITE_CONSTRAINT_TRIGGER (unclassified) in insert into email_outbox'
        : 'Database error ER_SIGNAL_EXCEPTION (errno 1644, unclassified) in insert into email_outbox',
    );
  });
});

describe('the console log', () => {
  const written: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    written.length = 0;
  });

  function captureConsole(): void {
    for (const method of ['log', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...parts: unknown[]) => {
        written.push(parts.map(String).join(' '));
      });
    }
  }

  it('prints a raw driver error as its code and statement, without the values', async () => {
    const db = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
    });
    let failure: unknown;
    try {
      await db.schema.createTable('people', (table) => {
        table.string('name').notNullable();
        table.string('email').notNullable().unique();
      });
      await db('people').insert({ name: CUSTOMER.fullName, email: CUSTOMER.email });
      await db('people').insert({ name: CUSTOMER.fullName, email: CUSTOMER.email });
    } catch (error) {
      failure = error;
    } finally {
      await db.destroy();
    }
    // The driver's own message repeats the statement with its values.
    expect(String(failure)).toContain(CUSTOMER.email);
    captureConsole();
    createConsoleLogger().error('Saving a person failed', failure);
    const log = written.join('\n');
    expectNoPersonalData(log);
    expect(log).toContain('Saving a person failed');
    expect(log).toContain('Database error SQLITE_CONSTRAINT_UNIQUE in insert into people');
  });

  it('prints a translated error with its cause, the cause without values', () => {
    // mysql2 repeats the duplicate value in its own message and keeps the statement in `sql`.
    const driver = Object.assign(
      new Error(
        `insert into \`users\` (\`email\`) values ('${CUSTOMER.email}') - Duplicate entry '${CUSTOMER.email}' for key 'users_email_unique'`,
      ),
      {
        code: 'ER_DUP_ENTRY',
        errno: 1062,
        sqlState: '23000',
        sqlMessage: `Duplicate entry '${CUSTOMER.email}' for key 'users_email_unique'`,
        sql: `insert into \`users\` (\`email\`) values ('${CUSTOMER.email}')`,
      },
    );
    const translated = driverErrorTranslator('mysql')(driver);
    expect(translated).toBeInstanceOf(UniqueViolationError);
    captureConsole();
    createConsoleLogger().error('Creating an account failed', translated);
    const log = written.join('\n');
    expectNoPersonalData(log);
    expect(log).toContain('UniqueViolationError: A record with this key exists already');
    expect(log).toContain('Caused by: ');
    expect(log).toContain('Database error ER_DUP_ENTRY (errno 1062, unique) in insert into users');
  });
});

describe('the log of a refused e-mail', () => {
  it('names the error and reply codes, not the reply that repeats the address', async () => {
    const email: QueuedEmail = {
      id: 41,
      attempts: 1,
      kind: 'order_confirmation',
      reference: null,
      recipient: CUSTOMER.email,
      subject: `Order received: ${CUSTOMER.orderName}`,
      text: `Hello ${CUSTOMER.fullName}`,
      html: `<p>Hello ${CUSTOMER.fullName}</p>`,
    };
    const reply = `Can't send mail - all recipients were rejected: 550 5.1.1 <${CUSTOMER.email}>: Recipient address rejected`;
    const failures: string[] = [];
    const outbox: OutboxRepository = {
      enqueue: () => Promise.resolve(email.id),
      claimDue: () => Promise.resolve([email]),
      markSent: () => Promise.resolve(),
      markFailed: (_id, error) => {
        failures.push(error);
        return Promise.resolve();
      },
      counts: () => Promise.resolve({ queued: 1, failed: failures.length }),
    };
    const delivery: MailDelivery = {
      description: 'a refusing server',
      send: () =>
        Promise.reject(Object.assign(new Error(reply), { code: 'EENVELOPE', responseCode: 550 })),
      close: () => undefined,
    };
    const logger = recordingLogger();
    const mailer = new OutboxMailer({ outbox, delivery, logger });
    expect(await mailer.deliverDue()).toBe(0);
    const log = logger.lines.join('\n');
    expectNoPersonalData(log);
    expect(log).toMatch(
      /^warn: E-mail 41 \(order_confirmation\) not sent, attempt 1: EENVELOPE, SMTP 550; retry at /,
    );
    // The outbox row keeps the whole reply, for the admin who looks into it.
    expect(failures).toEqual([reply]);
  });
});
