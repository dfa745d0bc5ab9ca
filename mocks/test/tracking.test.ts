import { placedOrderSchema, trackedOrderSchema, type OrderInput } from '@cutshop/domain';
import { DEFAULT_PRODUCTION_SETTINGS, type ProductionSettings } from '@cutshop/domain/production';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MODEL_IDS,
  moveMockTrackedOrder,
  resetMockState,
  SAMPLE_TRACKING_TOKEN,
  sampleOrderInput,
  saveMockProductionSettings,
} from '../src';
import { server } from '../src/node';

const ORIGIN = 'http://localhost';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

function placeOrder(body: OrderInput, key: string) {
  return fetch(`${ORIGIN}/api/orders/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
}

function postOrder(key: string) {
  return placeOrder(sampleOrderInput(), key);
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

async function wizardSettings(): Promise<unknown> {
  const answer = await fetch(`${ORIGIN}/api/production-settings/legs`);
  expect(answer.status).toBe(200);
  return answer.json();
}

function shopSettings(changes: Partial<ProductionSettings>): void {
  saveMockProductionSettings({ ...DEFAULT_PRODUCTION_SETTINGS, ...changes }, 'admin@test');
}

/**
 * The sample order and a 900 mm sink base (its base unit made a Base 2 Doors Sink) whose pair of
 * doors is `doorWidth` mm wide each.
 */
function withSinkPair(doorWidth: number): OrderInput {
  const order = sampleOrderInput();
  const [base] = order.cabinets;
  if (!base) throw new Error('the sample order lost its base unit');
  const cabinet = { ...base.cabinet, id: MODEL_IDS.baseTwoDoorsSink };
  const sink = { ...base, cabinet, x: 900, quantity: 1, dwidth: doorWidth };
  return { ...order, cabinets: [...order.cabinets, sink] };
}

describe("the mock shop's production settings at intake", () => {
  it('checks an order with its front gap and keeps it for the tracking page', async () => {
    // 900 mm with a 3 mm gap: (900 - 1.5 - 3 - 1.5) / 2 = 447 mm each; with 5 mm:
    // (900 - 2.5 - 5 - 2.5) / 2 = 445 mm.
    expect((await placeOrder(withSinkPair(447), 'gap-3')).status).toBe(201);
    shopSettings({ frontGapMm: 5 });
    const refused = await placeOrder(withSinkPair(447), 'gap-5');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        fields: [
          { path: 'cabinets.2.dwidth', code: 'doorPairTooWide', params: { limit: '445 mm' } },
        ],
      },
    });
    const placed = await placeOrder(withSinkPair(445), 'gap-5-fitted');
    expect(placed.status).toBe(201);
    const { trackingPath } = placedOrderSchema.parse(await placed.json());

    // The shop goes back to 3 mm: the order keeps drawing with the 5 mm it was placed with.
    shopSettings({});
    const tracked = trackedOrderSchema.parse(
      await (await fetch(`${ORIGIN}/api${trackingPath}`)).json(),
    );
    expect(tracked.checkSettings).toEqual({
      legHeightMm: 100,
      heightIncludesLegs: true,
      frontGapMm: 5,
      frontRevealMm: 2,
    });
  });

  it("tells the wizard the plinths' source, and counts a bought profile's length on the tracking page", async () => {
    expect(await wizardSettings()).toEqual({
      legHeightMm: 100,
      heightIncludesLegs: true,
      frontGapMm: 3,
      frontRevealMm: 2,
      plinthSource: 'board',
    });
    shopSettings({ plinthSource: 'profile' });
    expect(await wizardSettings()).toMatchObject({ plinthSource: 'profile' });

    const placed = placedOrderSchema.parse(
      await (await placeOrder(sampleOrderInput(), 'profile')).json(),
    );
    shopSettings({});
    const tracked = trackedOrderSchema.parse(
      await (await fetch(`${ORIGIN}/api${placed.trackingPath}`)).json(),
    );
    // Two 600 x 560 base units on legs side by side, one run: 1200 mm and a return at each end
    // of 560 - 50 - 18 = 492 (Arctic White, 18 mm): 1200 + 2 x 492 = 2184 mm of profile.
    expect(tracked.hardware.accessories.toeKick.total).toBe(2184);
  });
});
