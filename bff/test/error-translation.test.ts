import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  TransientDatabaseError,
  UniqueViolationError,
  ValueRejectedError,
} from '../src/db/errors';
import { driverErrorTranslator } from '../src/db/translate-errors';
import { errorHandler } from '../src/middleware/error-handler';
import { recordingLogger } from './support/harness';

const translateMysqlError = driverErrorTranslator('mysql');
const translateSqliteError = driverErrorTranslator('sqlite');
const withCode = (code: string) => Object.assign(new Error(`driver says ${code}`), { code });

describe('driver errors become domain errors', () => {
  it.each([
    ['SQLITE_CONSTRAINT_PRIMARYKEY', UniqueViolationError],
    ['SQLITE_CONSTRAINT_UNIQUE', UniqueViolationError],
    ['SQLITE_BUSY', TransientDatabaseError],
    ['SQLITE_CANTOPEN', DatabaseUnavailableError],
    ['SQLITE_IOERR_WRITE', DatabaseUnavailableError],
    ['SQLITE_TOOBIG', ValueRejectedError],
  ])('SQLite %s', (code, expected) => {
    expect(translateSqliteError(withCode(code))).toBeInstanceOf(expected);
  });

  it.each([
    ['ER_DUP_ENTRY', UniqueViolationError],
    ['ER_LOCK_DEADLOCK', TransientDatabaseError],
    ['ER_LOCK_WAIT_TIMEOUT', TransientDatabaseError],
    ['ECONNREFUSED', DatabaseUnavailableError],
    ['PROTOCOL_CONNECTION_LOST', DatabaseUnavailableError],
    ['ER_DATA_TOO_LONG', ValueRejectedError],
  ])('MySQL %s', (code, expected) => {
    expect(translateMysqlError(withCode(code))).toBeInstanceOf(expected);
  });

  it("MariaDB's CHECK failure (errno 4025, SQLSTATE 23000), whatever mysql2 names it", () => {
    const driver = Object.assign(withCode('ER_INNODB_AUTOEXTEND_SIZE_OUT_OF_RANGE'), {
      errno: 4025,
      sqlState: '23000',
    });
    expect(translateMysqlError(driver)).toBeInstanceOf(ValueRejectedError);
    // The same errno with another SQLSTATE is MySQL's own meaning: not a refused value.
    const other = Object.assign(withCode('ER_INNODB_AUTOEXTEND_SIZE_OUT_OF_RANGE'), {
      errno: 4025,
      sqlState: 'HY000',
    });
    expect(translateMysqlError(other)).not.toBeInstanceOf(ValueRejectedError);
  });

  it('leaves other errors as they are', () => {
    const error = withCode('ER_PARSE_ERROR');
    expect(translateMysqlError(error)).toBe(error);
    const plain = new TypeError('bug');
    expect(translateSqliteError(plain)).toBe(plain);
  });

  it('keeps the driver error as the cause, for the log', () => {
    const driver = withCode('ER_DUP_ENTRY');
    expect((translateMysqlError(driver) as Error).cause).toBe(driver);
  });
});

async function answerTo(error: unknown) {
  const app = new Koa();
  app.use(errorHandler(recordingLogger()));
  app.use(() => {
    throw error;
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return { status: response.status, headers: response.headers, body: await response.json() };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

describe('the error middleware', () => {
  it('answers 503 with Retry-After when the database is away or busy', async () => {
    for (const error of [
      new DatabaseUnavailableError(withCode('ECONNREFUSED')),
      new TransientDatabaseError(withCode('ER_LOCK_DEADLOCK')),
    ]) {
      const answer = await answerTo(error);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(JSON.stringify(answer.body)).not.toContain('driver says');
    }
  });

  it('answers 500 without details to anything unexpected', async () => {
    const answer = await answerTo(new Error('select * from secrets'));
    expect(answer).toMatchObject({
      status: 500,
      body: {
        error: {
          code: 'internal_error',
          message: 'An unexpected error occurred, please try again',
        },
      },
    });
  });
});
