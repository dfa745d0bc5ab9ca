import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../src/db/connection';
import { describeDatabase, parseDatabaseUrl, type DatabaseHost } from '../src/db/database-url';
import { createHostSelector, NoUsableHostError } from '../src/db/host-selector';
import {
  retryableFailure,
  TRANSACTION_RETRY,
  withRetriedTransaction,
} from '../src/db/retried-transaction';

/** A driver error as mysql2 gives it. */
function driverError(code: string, errno?: number): Error {
  return Object.assign(new Error(`driver says ${code}`), { code, errno });
}

describe('DATABASE_URL with several hosts', () => {
  it('reads each host with its port, in order, sharing user, password and database', () => {
    const target = parseDatabaseUrl(
      'mysql://shop:s%40cret@db1.internal:3401,db2.internal:3402,db3.internal/cutshop',
    );
    expect(target).toEqual({
      kind: 'mysql',
      hosts: [
        { host: 'db1.internal', port: 3401 },
        { host: 'db2.internal', port: 3402 },
        { host: 'db3.internal', port: 3306 },
      ],
      user: 'shop',
      password: 's@cret',
      database: 'cutshop',
    });
    expect(describeDatabase(target)).toBe(
      'MySQL shop@db1.internal:3401,db2.internal:3402,db3.internal:3306/cutshop',
    );
  });

  it('keeps one host exactly as before', () => {
    expect(parseDatabaseUrl('mariadb://shop@db.internal/cutshop')).toEqual({
      kind: 'mysql',
      hosts: [{ host: 'db.internal', port: 3306 }],
      user: 'shop',
      password: '',
      database: 'cutshop',
    });
  });

  it.each([
    [
      'mysql://shop:topsecret@db1:3401,,db3:3403/cutshop',
      'has an empty entry in its list of hosts; expected mysql://user:password@db1:3306,db2:3306,db3:3306/cutshop',
    ],
    [
      'mysql://shop:topsecret@db1:3401,db3:3403,/cutshop',
      'has an empty entry in its list of hosts; expected mysql://user:password@db1:3306,db2:3306,db3:3306/cutshop',
    ],
    ['mysql://shop:topsecret@db1:3401,db1:3401/cutshop', 'names the host db1:3401 twice'],
    [
      'mysql://shop:topsecret@db1:3401,db2:99999/cutshop',
      'is not a valid URL; expected mysql://user:password@host:3306/cutshop',
    ],
    [
      'mysql://shop:topsecret@db1:3401,db2:3402',
      'must name one database after the host; expected mysql://user:password@host:3306/cutshop',
    ],
  ])('refuses %s with a message that does not repeat the password', (url, message) => {
    expect(() => parseDatabaseUrl(url)).toThrow(message);
    try {
      parseDatabaseUrl(url);
    } catch (error) {
      expect((error as Error).message).not.toContain('topsecret');
    }
  });
});

/** Hosts a, b and c, a probe whose answers the test sets, and a clock it moves. */
function selectorUnderTest() {
  const hosts: DatabaseHost[] = ['a', 'b', 'c'].map((host) => ({ host, port: 3306 }));
  const usable = new Set(['a', 'b', 'c']);
  const probed: string[] = [];
  let clock = 0;
  const selector = createHostSelector(
    hosts,
    (target) => {
      probed.push(target.host);
      return usable.has(target.host)
        ? Promise.resolve(true)
        : Promise.reject(new Error(`${target.host} refused`));
    },
    { coolDownMs: 5_000, now: () => clock },
  );
  return {
    selector,
    usable,
    probed,
    advance: (ms: number) => (clock += ms),
    chosen: async () => (await selector.choose()).host,
  };
}

describe('the host selector', () => {
  it('chooses the first usable host in order, and probes only until it finds one', async () => {
    const t = selectorUnderTest();
    t.usable.delete('a');
    expect(await t.chosen()).toBe('b');
    expect(t.probed).toEqual(['a', 'b']);
    // The choice stands: no probe while it is not reported gone.
    expect(await t.chosen()).toBe('b');
    expect(t.probed).toEqual(['a', 'b']);
    expect(t.selector.accepts({ host: 'b', port: 3306 })).toBe(true);
    expect(t.selector.accepts({ host: 'a', port: 3306 })).toBe(false);
  });

  it('moves on when the current host is reported gone and the probe confirms it', async () => {
    const t = selectorUnderTest();
    expect(await t.chosen()).toBe('a');
    // Reported, but it answers: it stays.
    await t.selector.suspect();
    expect(t.selector.current()?.host).toBe('a');
    t.usable.delete('a');
    await t.selector.suspect();
    expect(t.selector.current()).toBeNull();
    expect(t.selector.accepts({ host: 'a', port: 3306 })).toBe(false);
    expect(await t.chosen()).toBe('b');
  });

  it('passes a host over during its cool-down, and comes back to it after', async () => {
    const t = selectorUnderTest();
    await t.chosen();
    t.usable.delete('a');
    await t.selector.suspect();
    expect(await t.chosen()).toBe('b');
    t.usable.add('a');
    // Within the cool-down: b stays, a is not even probed.
    t.advance(4_000);
    expect(t.selector.recheckDue()).toBe(false);
    t.probed.length = 0;
    expect(await t.chosen()).toBe('b');
    expect(t.probed).toEqual([]);
    // After it: the pool is told to ask again, and the first host is back.
    t.advance(1_000);
    expect(t.selector.recheckDue()).toBe(true);
    expect(await t.chosen()).toBe('a');
    expect(t.selector.accepts({ host: 'b', port: 3306 })).toBe(false);
  });

  it('tries the hosts in their cool-down when no other is usable', async () => {
    const t = selectorUnderTest();
    await t.chosen();
    t.usable.clear();
    await t.selector.suspect();
    await expect(t.selector.choose()).rejects.toThrow(NoUsableHostError);
    await expect(t.selector.choose()).rejects.toThrow(
      'no database host is usable (a:3306, b:3306, c:3306): c refused',
    );
    // The whole cluster is back within the cool-down: found at once.
    t.usable.add('c');
    expect(await t.chosen()).toBe('c');
  });

  it('shares one probing round between concurrent choices', async () => {
    const t = selectorUnderTest();
    t.usable.delete('a');
    const chosen = await Promise.all([t.chosen(), t.chosen(), t.chosen()]);
    expect(chosen).toEqual(['b', 'b', 'b']);
    expect(t.probed).toEqual(['a', 'b']);
  });
});

describe('retried transactions', () => {
  let db: Knex;

  beforeAll(async () => {
    db = createKnex({ kind: 'sqlite', filename: ':memory:' });
    await db.schema.createTable('notes', (table) => {
      table.increments('id');
      table.string('text');
    });
  });
  afterAll(() => db.destroy());

  it('runs a transaction that deadlocks twice three times, and commits once', async () => {
    await db('notes').delete();
    let runs = 0;
    const result = await withRetriedTransaction(
      db,
      async (trx) => {
        runs += 1;
        await trx('notes').insert({ text: `run ${runs}` });
        if (runs <= 2) throw driverError('ER_LOCK_DEADLOCK', 1213);
        return 'done';
      },
      { what: 'test' },
    );
    expect(result).toBe('done');
    expect(runs).toBe(3);
    expect(await db('notes').pluck('text')).toEqual(['run 3']);
  });

  it('retries a deadlock the repositories translated (the driver error is its cause)', () => {
    const translated = new Error('The database is busy', {
      cause: driverError('ER_LOCK_DEADLOCK'),
    });
    expect(retryableFailure('mysql', translated)).toBe('lock');
    expect(retryableFailure('mysql', driverError('ER_LOCK_WAIT_TIMEOUT', 1205))).toBe('lock');
    expect(retryableFailure('mysql', driverError('ER_UNKNOWN_COM_ERROR', 1047))).toBe('node');
    expect(retryableFailure('mysql', driverError('PROTOCOL_CONNECTION_LOST'))).toBe('node');
    // knex's ROLLBACK on a connection the node closed: mysql2 marks it fatal, with no code.
    const closed = Object.assign(
      new Error("ROLLBACK - Can't add new command when connection is in closed state"),
      { fatal: true },
    );
    expect(retryableFailure('mysql', closed)).toBe('node');
    expect(retryableFailure('mysql', driverError('ER_DUP_ENTRY', 1062))).toBeUndefined();
    expect(retryableFailure('mysql', new Error('plain'))).toBeUndefined();
  });

  it('does not retry any other error', async () => {
    let runs = 0;
    const failure = driverError('ER_DUP_ENTRY', 1062);
    await expect(
      withRetriedTransaction(
        db,
        () => {
          runs += 1;
          return Promise.reject(failure);
        },
        { what: 'test' },
      ),
    ).rejects.toBe(failure);
    expect(runs).toBe(1);
  });

  it('gives up after its attempts, with the last error', async () => {
    await db('notes').delete();
    let runs = 0;
    await expect(
      withRetriedTransaction(
        db,
        async (trx) => {
          runs += 1;
          await trx('notes').insert({ text: 'never kept' });
          throw driverError('ER_LOCK_DEADLOCK', 1213);
        },
        { what: 'test' },
      ),
    ).rejects.toMatchObject({ code: 'ER_LOCK_DEADLOCK' });
    expect(runs).toBe(TRANSACTION_RETRY.attempts);
    expect(await db('notes').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  /** A database whose COMMIT loses its connection `failures` times: whether it committed is unknown. */
  function commitLosesConnection(failures: number) {
    let left = failures;
    const fake = {
      client: { dialect: 'mysql2' },
      async transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
        const result = await work({} as Knex.Transaction);
        if (left > 0) {
          left -= 1;
          throw driverError('PROTOCOL_CONNECTION_LOST');
        }
        return result;
      },
    };
    return fake as unknown as Knex;
  }

  it('retries a commit that lost its connection only where the caller says it is idempotent', async () => {
    let runs = 0;
    const work = () => {
      runs += 1;
      return Promise.resolve(runs);
    };
    await expect(
      withRetriedTransaction(commitLosesConnection(1), work, { what: 'test' }),
    ).rejects.toMatchObject({ code: 'PROTOCOL_CONNECTION_LOST' });
    expect(runs).toBe(1);

    runs = 0;
    const result = await withRetriedTransaction(commitLosesConnection(1), work, {
      what: 'test',
      idempotent: true,
    });
    expect(result).toBe(2);
  });

  it('retries a connection lost before the commit whatever the caller says', async () => {
    let runs = 0;
    const result = await withRetriedTransaction(
      db,
      () => {
        runs += 1;
        return runs === 1
          ? Promise.reject(driverError('PROTOCOL_CONNECTION_LOST'))
          : Promise.resolve('second');
      },
      { what: 'test' },
    );
    expect(result).toBe('second');
    expect(runs).toBe(2);
  });
});
