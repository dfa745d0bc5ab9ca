import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredOrder } from '@cutshop/domain';
import { hashTrackingToken } from '../src/services/tracking/tracking-links';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';

interface TokenRow {
  order_uuid: string;
  token_hash: string;
}

const LINK = /^http:\/\/shop\.example\.test\/track\/([A-Za-z0-9_-]{22})$/;

forEachDatabase('tracking links', (database) => {
  let server: TestServer;
  let order: StoredOrder;

  beforeAll(async () => {
    server = await startTestServer({ database });
    const response = await server.postOrder(validOrder());
    expect(response.status).toBe(201);
    order = (await response.json()) as StoredOrder;
  });

  afterAll(async () => {
    await server.stop();
  });

  async function tokenRows(): Promise<TokenRow[]> {
    return server.db<TokenRow>('order_tracking_tokens').where({ order_uuid: order.uuid });
  }

  it('mints a 128-bit token per call and stores only its SHA-256', async () => {
    const before = await tokenRows();
    const first = await server.services.trackingLinks.issue(order.uuid);
    const second = await server.services.trackingLinks.issue(order.uuid);
    const [, token1 = ''] = LINK.exec(first) ?? [];
    const [, token2 = ''] = LINK.exec(second) ?? [];
    expect(token1).toHaveLength(22);
    expect(Buffer.from(token1, 'base64url')).toHaveLength(16);
    expect(token2).not.toBe(token1);

    const rows = await tokenRows();
    expect(rows).toHaveLength(before.length + 2);
    const hashes = rows.map((row) => row.token_hash);
    expect(hashes).toEqual(expect.arrayContaining([token1, token2].map(hashTrackingToken)));
    const everything = JSON.stringify(await server.db('order_tracking_tokens'));
    expect(everything).not.toContain(token1);
    expect(everything).not.toContain(token2);
  });

  it('writes inside the transaction it is given, and nothing when that rolls back', async () => {
    const before = (await tokenRows()).length;
    await expect(
      server.db.transaction(async (trx) => {
        await server.services.trackingLinks.issue(order.uuid, trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await tokenRows()).toHaveLength(before);
    await server.db.transaction((trx) => server.services.trackingLinks.issue(order.uuid, trx));
    expect(await tokenRows()).toHaveLength(before + 1);
  });
});
