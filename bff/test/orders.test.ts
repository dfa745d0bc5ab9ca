import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { storedOrderSchema, type StoredOrder } from '@cutshop/domain';
import { storedTile } from '@cutshop/domain/testing';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { firstItem, orderWith, validOrder } from './support/orders-fixture';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DB_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;

forEachDatabase('POST /api/orders/', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.resetData());

  it('stores a valid order as Pending and answers 201 with it', async () => {
    const sent = validOrder();
    const startedAt = Date.now();
    const response = await server.postOrder(sent);
    expect(response.status).toBe(201);
    const answer = storedOrderSchema.parse(await response.json());

    expect(answer.uuid).toMatch(UUID_V4);
    expect(answer.status).toBe('Pending');
    expect(answer.version).toBe(1);
    expect(answer.name).toBe(sent.name);
    expect(answer.customer).toEqual(sent.customer);
    expect(answer.notes).toBe(sent.notes);
    expect(answer.message).toBe('');
    expect(answer.unit).toBe('mm');
    expect(answer.createdAt).toBe(answer.updatedAt);
    expect(Date.parse(answer.createdAt)).toBeGreaterThanOrEqual(startedAt - 5);
    expect(answer.material).toEqual([
      storedTile('cabinet', 'Arctic White', 1),
      storedTile('finish', 'Melamine Matte', 21),
    ]);
    expect(answer.cabinets).toHaveLength(2);
    expect(answer.cabinets[0]).toMatchObject({
      x: 600,
      y: 720,
      z: 560,
      quantity: 2,
      description: 'Sink left',
    });

    // Read back through the repository and as raw columns.
    const stored = await server.services.repositories.orders.findByUuid(answer.uuid);
    expect(stored).toEqual(answer);
    const row = await server.db('orders').where({ uuid: answer.uuid }).first();
    expect(row.customer_name).toBe('Maria Lopez');
    expect(row.status).toBe('Pending');
    expect(String(row.created_at)).toMatch(DB_TIMESTAMP);
    expect(`${String(row.created_at).replace(' ', 'T')}Z`).toBe(answer.createdAt);
  });

  it('stores what the catalogue says about each model, not what the client claims', async () => {
    const sent = orderWith((order) => {
      const item = firstItem(order);
      item.parentName = 'Made up';
      item.validations = { xmin: 0, xmax: 99999, ymin: 0, ymax: 99999, zmin: 0, zmax: 99999 };
      item.properties = { cabinetMaterial: true };
      // An option the model does not ask for never reaches production.
      item.wallmount = true;
    });
    const response = await server.postOrder(sent);
    expect(response.status).toBe(201);
    const item = ((await response.json()) as StoredOrder).cabinets[0];
    expect(item?.parentName).toBe('Base 1 Door');
    expect(item?.validations).toEqual({
      xmin: 250,
      xmax: 600,
      ymin: 600,
      ymax: 900,
      zmin: 300,
      zmax: 650,
    });
    expect(item?.properties).toMatchObject({ hingesHoles: true, shelfQuantity: true });
    expect(item?.wallmount).toBeNull();
  });

  it('checks bounds against the catalogue even when the client widened them', async () => {
    const response = await server.postOrder(
      orderWith((order) => {
        const item = firstItem(order);
        item.validations = { xmin: 0, xmax: 99999, ymin: 0, ymax: 99999, zmin: 0, zmax: 99999 };
        item.x = 5000;
      }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: unknown[] } };
    expect(body.error.fields).toContainEqual({
      path: 'cabinets.0.x',
      code: 'outOfParameters',
      message: 'out of parameters',
    });
  });

  it('stores custom colours and finishes with their sizes and unit', async () => {
    const sent = orderWith((order) => {
      const [wire] = order.material;
      if (!wire) throw new Error('no material');
      order.material = [
        {
          id: null,
          name: 'Birch plywood',
          x: 2440,
          y: 1220,
          z: 18,
          grain: true,
          custom: true,
          unit: 'mm',
          materialType: 'finish',
          color: {
            id: null,
            name: 'RAL 5010 lacquer',
            x: 2800,
            y: 2070,
            z: 19,
            grain: false,
            unit: 'mm',
            custom: true,
            materialType: 'cabinet',
          },
        },
      ];
    });
    const response = await server.postOrder(sent);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as StoredOrder;
    expect(answer.material).toEqual([
      {
        materialType: 'cabinet',
        name: 'RAL 5010 lacquer',
        x: 2800,
        y: 2070,
        z: 19,
        grain: false,
        catType: 'Custom',
        id: null,
        unit: 'mm',
      },
      {
        materialType: 'finish',
        name: 'Birch plywood',
        x: 2440,
        y: 1220,
        z: 18,
        grain: true,
        catType: 'Custom',
        id: null,
        unit: 'mm',
      },
    ]);
  });

  it('checks an order in inches after converting with 25.4 mm per inch', async () => {
    const inches = (values: { x: number; y: number; z: number }) =>
      orderWith((order) => {
        order.unit = 'in';
        const item = firstItem(order);
        Object.assign(item, values, { adjustableshelf1: 14 });
        order.cabinets = [item];
      });
    // 23.62 in = 599.95 mm: inside 250..600 mm. 23.7 in = 601.98 mm: outside.
    expect((await server.postOrder(inches({ x: 23.62, y: 30, z: 22 }))).status).toBe(201);
    const refused = await server.postOrder(inches({ x: 23.7, y: 30, z: 22 }));
    expect(refused.status).toBe(400);
  });

  it('gives every order its own uuid', async () => {
    const first = (await (await server.postOrder(validOrder())).json()) as StoredOrder;
    const second = (await (await server.postOrder(validOrder())).json()) as StoredOrder;
    expect(first.uuid).not.toBe(second.uuid);
    expect(await server.db('orders').count({ count: '*' })).toEqual([{ count: 2 }]);
  });
});
