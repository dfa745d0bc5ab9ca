import {
  categoryNodeSchema,
  categoryTreeSchema,
  colourTiles,
  findModelContext,
  finishTiles,
  furnitureCategories,
  storedOrderSchema,
} from '@cutshop/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MODEL_IDS,
  receivedOrderRequests,
  resetMockState,
  sampleOrderInput,
  scenarios,
  SLOW_ANSWER_MS,
  storedOrders,
} from '../src';
import { server } from '../src/node';

const ORIGIN = 'http://localhost';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

function postOrder(body: unknown, idempotencyKey = 'key-1') {
  return fetch(`${ORIGIN}/api/orders/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
}

/** The BFF's error shape: `{ error: { code, message, fields? } }`. */
function expectErrorShape(body: unknown) {
  expect(body).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  });
}

describe('GET /api/categories/', () => {
  it('answers a tree every node of which parses with the domain schema', async () => {
    const response = await fetch(`${ORIGIN}/api/categories/`);
    expect(response.status).toBe(200);
    const tree = categoryTreeSchema.parse(await response.json());
    for (const node of tree) expect(categoryNodeSchema.safeParse(node).success).toBe(true);
  });

  it('has colour and finish tiles, each list with exactly one CUSTOM tile', async () => {
    const tree = categoryTreeSchema.parse(await (await fetch(`${ORIGIN}/api/categories/`)).json());
    for (const tiles of [colourTiles(tree), finishTiles(tree)]) {
      expect(tiles.length).toBeGreaterThan(2);
      expect(tiles.filter((tile) => tile.custom).map((tile) => tile.name)).toEqual(['CUSTOM']);
    }
  });

  it('holds every named model at the category -> type -> model level, with bounds', async () => {
    const tree = categoryTreeSchema.parse(await (await fetch(`${ORIGIN}/api/categories/`)).json());
    expect(furnitureCategories(tree).length).toBeGreaterThan(0);
    for (const id of Object.values(MODEL_IDS)) {
      const context = findModelContext(tree, id);
      expect(context, `model ${id}`).toBeDefined();
      expect(context?.model.model.bounds.xmax).toBeGreaterThan(0);
    }
  });
});

describe('POST /api/orders/', () => {
  it('stores a valid order and answers 201 with a stored order the domain schema accepts', async () => {
    const input = sampleOrderInput();
    const response = await postOrder(input);
    expect(response.status).toBe(201);
    const order = storedOrderSchema.parse(await response.json());
    expect(order).toMatchObject({ status: 'Pending', name: input.name, unit: input.unit });
    expect(order.cabinets).toEqual(input.cabinets);
    expect(order.material.map((entry) => [entry.materialType, entry.catType])).toEqual([
      ['cabinet', 'Color'],
      ['finish', 'Custom'],
    ]);
    expect(receivedOrderRequests()).toEqual([{ idempotencyKey: 'key-1', body: input }]);
  });

  it('answers the first order again for a repeated Idempotency-Key', async () => {
    const first = storedOrderSchema.parse(await (await postOrder(sampleOrderInput())).json());
    const again = storedOrderSchema.parse(await (await postOrder(sampleOrderInput())).json());
    const other = storedOrderSchema.parse(
      await (await postOrder(sampleOrderInput(), 'key-2')).json(),
    );
    expect(again.uuid).toBe(first.uuid);
    expect(other.uuid).not.toBe(first.uuid);
    expect(storedOrders()).toHaveLength(2);
  });

  it('refuses an invalid order with 400 and the failing fields, storing nothing', async () => {
    const input = sampleOrderInput();
    const response = await postOrder({ ...input, cabinets: [] });
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expectErrorShape(body);
    expect(body).toMatchObject({ error: { fields: [{ path: 'cabinets' }] } });
    expect(storedOrders()).toEqual([]);
  });

  it('refuses a colour id that is not a colour tile', async () => {
    const input = sampleOrderInput();
    const [finish] = input.material;
    const response = await postOrder({ ...input, material: [{ ...finish, color: 999 }] });
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expectErrorShape(body);
    // The BFF's answer, field for field.
    expect(body).toMatchObject({
      error: {
        code: 'validation_failed',
        message: 'Invalid input: material.0.color: unknown colour',
        fields: [{ path: 'material.0.color', code: 'unknownColour', message: 'unknown colour' }],
      },
    });
  });

  it('lists every field error at once, each with its code, as the BFF does', async () => {
    const input = sampleOrderInput();
    const [finish] = input.material;
    const [first, ...rest] = input.cabinets;
    if (!finish || !first) throw new Error('the sample order lost its material or items');
    const response = await postOrder({
      ...input,
      material: [{ ...finish, color: 999 }],
      cabinets: [{ ...first, x: 1, y: 1 }, ...rest],
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { fields: { path: string; code: string }[] };
    };
    expect(error.fields.map(({ path, code }) => [path, code])).toEqual([
      ['material.0.color', 'unknownColour'],
      ['cabinets.0.x', 'outOfParameters'],
      ['cabinets.0.y', 'outOfParameters'],
    ]);
  });

  it('stores names, option flags and bounds from the catalogue, not as sent', async () => {
    const input = sampleOrderInput();
    const [first, ...rest] = input.cabinets;
    if (!first) throw new Error('the sample order lost its items');
    const lying = {
      ...first,
      name: 'Not a category',
      parentName: 'Not a type',
      cabinet: { ...first.cabinet, name: 'Not a model' },
      validations: { ...first.validations, xmax: 99_999 },
    };
    const response = await postOrder({ ...input, cabinets: [lying, ...rest] });
    expect(response.status).toBe(201);
    const stored = storedOrderSchema.parse(await response.json());
    const tree = categoryTreeSchema.parse(await (await fetch(`${ORIGIN}/api/categories/`)).json());
    const context = findModelContext(tree, first.cabinet.id);
    expect(stored.cabinets[0]).toMatchObject({
      name: context?.category.name,
      parentName: context?.type.name,
      cabinet: { id: first.cabinet.id, name: context?.model.name },
      properties: context?.model.model.properties,
      validations: context?.model.model.bounds,
    });
  });
});

describe('scenarios', () => {
  it('categories-error answers 500 with the error shape', async () => {
    server.use(...scenarios['categories-error']);
    const response = await fetch(`${ORIGIN}/api/categories/`);
    expect(response.status).toBe(500);
    expectErrorShape(await response.json());
  });

  it('orders-fail-once fails the first send and stores the retry', async () => {
    server.use(...scenarios['orders-fail-once']);
    expect((await postOrder(sampleOrderInput())).status).toBe(500);
    expect((await postOrder(sampleOrderInput())).status).toBe(201);
    expect(storedOrders()).toHaveLength(1);
  });

  it('orders-error keeps failing', async () => {
    server.use(...scenarios['orders-error']);
    expect((await postOrder(sampleOrderInput())).status).toBe(500);
    expect((await postOrder(sampleOrderInput())).status).toBe(500);
    expect(storedOrders()).toEqual([]);
  });

  it('the slow variants answer the normal shapes after a delay', async () => {
    server.use(...scenarios['categories-slow'], ...scenarios['orders-slow']);
    const started = Date.now();
    const [categories, order] = await Promise.all([
      fetch(`${ORIGIN}/api/categories/`),
      postOrder(sampleOrderInput()),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_ANSWER_MS - 50);
    expect(categoryTreeSchema.safeParse(await categories.json()).success).toBe(true);
    expect(storedOrderSchema.safeParse(await order.json()).success).toBe(true);
  });
});
