import { placedOrderSchema, trackedOrderSchema } from '@cutshop/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  moveMockTrackedOrder,
  resetMockState,
  SAMPLE_TRACKING_TOKEN,
  sampleOrderInput,
} from '../src';
import { server } from '../src/node';

const ORIGIN = 'http://localhost';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

function postOrder(key: string) {
  return fetch(`${ORIGIN}/api/orders/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(sampleOrderInput()),
  });
}

describe('the tracking mock', () => {
  it('answers the sample link with an order the domain schema accepts, without contact details', async () => {
    const response = await fetch(`${ORIGIN}/api/track/${SAMPLE_TRACKING_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const tracked = trackedOrderSchema.parse(JSON.parse(text));
    expect(tracked).toMatchObject({ status: 'To Cut', language: 'es' });
    expect(tracked.history.map((step) => step.status)).toEqual(['Pending', 'Approved', 'To Cut']);
    expect(text).not.toMatch(/"customer"|"email"|"address"|"phone/i);
  });

  it('gives every answer to an order a link of its own, replays too, and follows its moves', async () => {
    const first = placedOrderSchema.parse(await (await postOrder('key-1')).json());
    const again = placedOrderSchema.parse(await (await postOrder('key-1')).json());
    expect(again.uuid).toBe(first.uuid);
    expect(again.trackingPath).not.toBe(first.trackingPath);
    for (const path of [first.trackingPath, again.trackingPath]) {
      const tracked = trackedOrderSchema.parse(await (await fetch(`${ORIGIN}/api${path}`)).json());
      expect(tracked.status).toBe('Pending');
    }
    moveMockTrackedOrder(first.trackingPath.replace('/track/', ''), 'Approved');
    for (const path of [first.trackingPath, again.trackingPath]) {
      const moved = trackedOrderSchema.parse(await (await fetch(`${ORIGIN}/api${path}`)).json());
      expect(moved.history.map((step) => step.status)).toEqual(['Pending', 'Approved']);
    }
  });

  it('answers an unknown link with the BFF 404', async () => {
    const response = await fetch(`${ORIGIN}/api/track/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        code: 'tracking_link_not_found',
        message: 'There is no order behind this tracking link',
      },
    });
  });
});
