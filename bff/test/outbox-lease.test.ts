import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import { isoFromDb } from '../src/db/columns';
import { OUTBOX_RETRY } from '../src/services/mail/outbox-mailer';
import { eventually, startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';

interface SentRow {
  reference: string;
  sent_at: string | null;
  next_attempt_at: string;
}

/** A send to the outbox folder takes well under this; the lease is counted from the claim. */
const SEND_MS = 5_000;

/**
 * A claim holds its e-mail until `next_attempt_at` (docs/rules-and-defaults.md, "E-mail
 * delivery"); a sent row keeps the claim's time, so the lease is that time less the send's.
 */
async function leaseOfConfirmation(server: TestServer): Promise<number> {
  const response = await server.postOrder(validOrder());
  expect(response.status).toBe(201);
  const order = (await response.json()) as StoredOrder;
  await server.services.mailer.deliverDue();
  const row = await eventually(async () => {
    const found = await server.db<SentRow>('email_outbox').where({ reference: order.uuid }).first();
    return found?.sent_at ? found : undefined;
  });
  return (
    Date.parse(isoFromDb(row.next_attempt_at)) - Date.parse(isoFromDb(row.sent_at ?? undefined))
  );
}

describe.each([
  ['unset', {}, OUTBOX_RETRY.leaseMs],
  ['45', { OUTBOX_LEASE_SECONDS: '45' }, 45_000],
])("the outbox's lease with OUTBOX_LEASE_SECONDS %s", (_name, env, leaseMs) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite', env });
  });
  afterAll(() => server?.stop());

  it(`holds a claimed e-mail ${leaseMs / 1000} s`, async () => {
    const lease = await leaseOfConfirmation(server);
    expect(lease).toBeLessThanOrEqual(leaseMs);
    expect(lease).toBeGreaterThan(leaseMs - SEND_MS);
  });
});
