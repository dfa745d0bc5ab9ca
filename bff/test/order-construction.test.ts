import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { FieldError } from '@cutshop/domain';
import {
  LEGACY_DOOR_WIDTH,
  REFERENCE_ORDER_MM,
  asStoredBeforeConstructionCheck,
} from '@cutshop/domain/testing';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';

interface ErrorBody {
  error: { code: string; message: string; fields?: FieldError[] };
}

forEachDatabase('POST /api/orders/ and the construction check', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.resetData());

  // Item 4, Base 2 Doors Sink 1000 mm wide: (1000 - 2 x 1.5 - 3) / 2 = 497 mm for each door (half
  // the 3 mm front gap at each side, the gap between them).
  it('answers 400 for a door the cabinet cannot take, naming the item, the field and the limit, and stores nothing', async () => {
    const sent = {
      ...REFERENCE_ORDER_MM,
      cabinets: asStoredBeforeConstructionCheck(REFERENCE_ORDER_MM.cabinets),
    };
    const response = await server.postOrder(sent);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual([
      {
        path: `cabinets.${LEGACY_DOOR_WIDTH.itemIndex}.dwidth`,
        code: 'doorPairTooWide',
        message: 'At most 497 mm for each door of a pair in this cabinet',
        params: { limit: '497 mm' },
      },
    ]);
    expect(await server.db('orders').count({ count: '*' })).toEqual([{ count: 0 }]);
    expect(await server.db('email_outbox').count({ count: '*' })).toEqual([{ count: 0 }]);
  });

  it('takes the same order with a door width the cabinet can take', async () => {
    const response = await server.postOrder(REFERENCE_ORDER_MM);
    expect(response.status).toBe(201);
  });
});
