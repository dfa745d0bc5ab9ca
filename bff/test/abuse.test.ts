import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CookieJar } from './support/admin-session';
import { fetchWith, signIn } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';

/**
 * Generated bad requests against a running app: never a 5xx, never a stored order. Bounded:
 * ABUSE_RUNS requests in all, a fixed seed in CI and a new one on every local run (fast-check
 * prints it on failure).
 */
const ABUSE_RUNS = { orderBodies: 1_200, listQueries: 800 } as const;
const SEED = process.env.CI ? 20261124 : undefined;
/** Nesting depths from harmless to far past the body's depth limit. */
const DEPTHS = { least: 1, most: 5_000 } as const;

/** Values that are not a text a person typed: wrong types, invisible or broken text. */
const badText = fc.oneof(
  fc.constantFrom<unknown>(null, 0, 1.5, true, [], {}, ['text'], '', '   '),
  fc.constantFrom('\ud800', 'a\udfffb', 'x\u0000y', '\u0007bell', '\u200b\u200b\u200b', '\ufeff'),
  fc.integer(),
);

const badCount = fc.oneof(
  fc.constantFrom<unknown>(0, -1, 1.5, '2', null, true, [], {}),
  fc.integer({ max: 0 }),
  fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
);

const badSize = fc.oneof(
  fc.constantFrom<unknown>(-1, 0, 'wide', null, true, [], {}),
  fc.integer({ min: 1_000_000 }),
  fc.integer({ max: -1 }),
);

/** A path into the order: field names and item indexes. */
type Path = readonly (string | number)[];

/** The valid sample order with the value at `path` replaced (or removed, for `undefined`). */
function withValueAt(path: Path, value: unknown): unknown {
  const order = validOrder() as unknown as Record<string | number, unknown>;
  let node = order;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] ?? '';
  if (value === undefined) delete node[last];
  else node[last] = value;
  return order;
}

const at = (path: Path, values: fc.Arbitrary<unknown>) =>
  values.map((value) => withValueAt(path, value));

/** The valid sample order with one part made invalid. */
const brokenOrder: fc.Arbitrary<unknown> = fc.oneof(
  at(['customer', 'fullName'], badText),
  at(['customer', 'address'], badText),
  at(
    ['customer', 'email'],
    fc.oneof(badText, fc.constantFrom('no-at-sign', 'a@', '@b.c', 'a b@c.d')),
  ),
  at(['cabinets', 0, 'description'], badText),
  at(['cabinets', 0, 'quantity'], badCount),
  at(['cabinets', 0, 'x'], badSize),
  at(['cabinets'], fc.constantFrom<unknown>([], null, 'cabinets', 7, {})),
  at(['unit'], fc.constantFrom<unknown>('parsec', 1, null, '', [])),
  fc
    .constantFrom('customer', 'cabinets', 'material', 'unit')
    .map((field) => withValueAt([field], undefined)),
);

/** A body as bytes on the wire: JSON of anything, broken JSON, or very deep nesting. */
const badBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: brokenOrder.map((order) => JSON.stringify(order)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: DEPTHS.least, max: DEPTHS.most }), fc.constantFrom('[', '{"a":'))
      .map(([depth, open]) => open.repeat(depth)),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ maxLength: 40 })
      .map((text) =>
        JSON.stringify(validOrder()).replace('"Maria Lopez"', JSON.stringify(text) + ','),
      ),
  },
);

/** A lone UTF-16 surrogate: no text encodes it, so it goes as its (invalid) UTF-8 bytes. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A value percent-encoded, with the % signs it had left as they were (raw escapes too). */
function onTheWire(value: string): string {
  const parts = value.split(LONE_SURROGATE).map((part) => encodeURIComponent(part));
  return parts.join('%ED%A0%80').replace(/%25/g, '%');
}

/** A list query: the known parameters with generated values, or generated text. */
const listQuery: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc
    .array(
      fc.tuple(
        fc.constantFrom('filter', 'sort', 'limit', 'page', 'filter[status]', 'x', ''),
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.integer().map(String),
          fc.constantFrom(
            '{"status":{"$in":["Pending"]}}',
            '{"status":{"$in":[]}}',
            '{"updatedAt":{"$gte":"not a date"}}',
            '{"uuid":{"$regex":"(a+)+$"}}',
            '[{"field":"updatedAt","order":"desc"}]',
            '-1',
            '1e309',
            '99999999999999999999',
            '\ud800',
            '%ED%A0%80',
            '%FF%FE',
            '%',
          ),
        ),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([key, value]) => `${key}=${onTheWire(value)}`).join('&')),
);

forEachDatabase('Abuse', (database) => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({ database });
    jar = await signIn(server);
  });
  afterAll(() => server?.stop());

  const storedOrders = async () => Number((await server.db('orders').count({ n: '*' }))[0]?.n);

  it(`answers ${ABUSE_RUNS.orderBodies} bad order bodies without a 5xx or a stored order`, async () => {
    const before = await storedOrders();
    await fc.assert(
      fc.asyncProperty(badBody, async (body) => {
        const response = await server.postOrder(body);
        await response.arrayBuffer();
        expect(response.status, body.slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(response.status, body.slice(0, 300)).toBeLessThan(500);
      }),
      { numRuns: ABUSE_RUNS.orderBodies, seed: SEED },
    );
    expect(await storedOrders()).toBe(before);
    // The app still takes a good order afterwards.
    expect((await server.postOrder(validOrder())).status).toBe(201);
  }, 180_000);

  it(`answers ${ABUSE_RUNS.listQueries} generated list queries without a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(listQuery, async (query) => {
        const response = await fetchWith(server, jar, `/api/orders/?${query}`);
        await response.arrayBuffer();
        expect(response.status, query).toBeLessThan(500);
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: ABUSE_RUNS.listQueries, seed: SEED },
    );
  }, 180_000);
});
