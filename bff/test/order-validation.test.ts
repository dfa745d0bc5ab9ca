import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { MESSAGES, type FieldError, type OrderInput } from '@cutshop/domain';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { firstItem, orderWith } from './support/orders-fixture';

interface ErrorBody {
  error: { code: string; message: string; fields?: FieldError[] };
}

function customFinish(order: OrderInput, sizes: { x: number; y: number; z: number }) {
  const [wire] = order.material;
  if (!wire) throw new Error('no material');
  order.material = [
    { ...wire, id: null, name: 'Oak board', grain: true, custom: true, unit: 'mm', ...sizes },
  ];
}

/** Each product message (docs/product.md §5, §8) the server can give, with an order that earns it and where. */
const CASES: { title: string; order: OrderInput; field: FieldError }[] = [
  {
    title: "'Required' for an empty customer name",
    order: orderWith((o) => (o.customer.fullName = '')),
    field: { path: 'customer.fullName', code: 'Required', message: MESSAGES.Required },
  },
  {
    title: "'Invalid email address' for a bad e-mail",
    order: orderWith((o) => (o.customer.email = 'maria@example')),
    field: { path: 'customer.email', code: 'invalidEmail', message: MESSAGES.invalidEmail },
  },
  {
    title: "'out of parameters' for a width over the model's xmax",
    order: orderWith((o) => (firstItem(o).x = 601)),
    field: { path: 'cabinets.0.x', code: 'outOfParameters', message: MESSAGES.outOfParameters },
  },
  {
    title: "'out of parameters' for a depth under zmin",
    order: orderWith((o) => (firstItem(o).z = 250)),
    field: { path: 'cabinets.0.z', code: 'outOfParameters', message: MESSAGES.outOfParameters },
  },
  {
    title: "'invalid format' for a custom material size that is not a positive number",
    order: orderWith((o) => customFinish(o, { x: -2440, y: 1220, z: 18 })),
    field: { path: 'material.0.x', code: 'invalidFormat', message: MESSAGES.invalidFormat },
  },
  {
    title: "'required' for an empty item description",
    order: orderWith((o) => (firstItem(o).description = '')),
    field: { path: 'cabinets.0.description', code: 'required', message: MESSAGES.required },
  },
  {
    title: "'required' for an option the model asks for",
    order: orderWith((o) => (firstItem(o).hinges = null)),
    field: { path: 'cabinets.0.hinges', code: 'required', message: MESSAGES.required },
  },
  {
    title: "'20 characters max.' for a long description",
    order: orderWith((o) => (firstItem(o).description = 'A description too long')),
    field: {
      path: 'cabinets.0.description',
      code: 'descriptionTooLong',
      message: MESSAGES.descriptionTooLong,
    },
  },
  {
    title: "'out of parameters' for 2 shelves in a Base type",
    order: orderWith((o) => (firstItem(o).shelfquantity = 2)),
    field: {
      path: 'cabinets.0.shelfquantity',
      code: 'outOfParameters',
      message: MESSAGES.outOfParameters,
    },
  },
  {
    title: 'an unknown model',
    order: orderWith((o) => (firstItem(o).cabinet.id = 99_999)),
    field: { path: 'cabinets.0.cabinet.id', code: 'unknownModel', message: 'unknown model' },
  },
  {
    title: 'a type id where a model id belongs',
    order: orderWith((o) => (firstItem(o).cabinet.id = 110)),
    field: { path: 'cabinets.0.cabinet.id', code: 'unknownModel', message: 'unknown model' },
  },
  {
    title: 'an unknown colour',
    order: orderWith((o) => {
      const [wire] = o.material;
      if (wire) wire.color = 999;
    }),
    field: { path: 'material.0.color', code: 'unknownColour', message: 'unknown colour' },
  },
  {
    title: 'the CUSTOM colour tile sent as a ready-made colour',
    order: orderWith((o) => {
      const [wire] = o.material;
      if (wire) wire.color = 11;
    }),
    field: { path: 'material.0.color', code: 'unknownColour', message: 'unknown colour' },
  },
  {
    title: 'a colour id given as the finish',
    order: orderWith((o) => {
      const [wire] = o.material;
      if (wire) wire.id = 1;
    }),
    field: { path: 'material.0.id', code: 'unknownMaterial', message: 'unknown material' },
  },
];

forEachDatabase('POST /api/orders/ with bad input', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.resetData());

  it.each(CASES)('answers 400 with $title and stores nothing', async ({ order, field }) => {
    const response = await server.postOrder(order);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toContainEqual(field);
    expect(body.error.message).toContain(field.message);
    // Every field error carries the code of its message, for clients that translate.
    for (const { code } of body.error.fields ?? []) expect(Object.keys(MESSAGES)).toContain(code);
    expect(await server.db('orders').count({ count: '*' })).toEqual([{ count: 0 }]);
    expect(await server.db('email_outbox').count({ count: '*' })).toEqual([{ count: 0 }]);
  });

  it('reports the rule breaks of every item and the materials at once', async () => {
    const response = await server.postOrder(
      orderWith((o) => {
        firstItem(o).x = 10;
        const second = o.cabinets[1];
        if (second) second.y = 100;
        const [wire] = o.material;
        if (wire) wire.color = 999;
      }),
    );
    const body = (await response.json()) as ErrorBody;
    expect(body.error.fields?.map((f) => f.path)).toEqual(
      expect.arrayContaining(['material.0.color', 'cabinets.0.x', 'cabinets.1.y']),
    );
  });

  it('refuses an order without items', async () => {
    const response = await server.postOrder(orderWith((o) => (o.cabinets = [])));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toContainEqual({
      path: 'cabinets',
      code: 'Required',
      message: MESSAGES.Required,
    });
  });

  it('refuses JSON that is not an order object', async () => {
    for (const body of ['[]', '{"name": 5}']) {
      const response = await server.postOrder(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.code).toBe('validation_failed');
    }
  });
});
