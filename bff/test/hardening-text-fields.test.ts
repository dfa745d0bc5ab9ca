import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderInput } from '@cutshop/domain';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { orderWith } from './support/orders-fixture';

interface FieldErrorBody {
  error: { code: string; fields?: { path: string; code: string; message: string }[] };
}

const INVALID_FORMAT = { code: 'invalidFormat', message: 'invalid format' };

forEachDatabase('text fields with characters no text should hold', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  async function refusal(change: (order: OrderInput) => void) {
    const response = await server.postOrder(orderWith(change));
    const body = (await response.json()) as FieldErrorBody;
    return { status: response.status, code: body.error.code, fields: body.error.fields };
  }

  it('answers a lone UTF-16 surrogate with a 400 field error, not a 500', async () => {
    // JSON.stringify writes it as the escape \ud800, as a client would send it.
    expect(JSON.stringify({ address: '\ud800' })).toBe('{"address":"\\ud800"}');
    const cases: [string, (order: OrderInput) => void][] = [
      ['customer.address', (order) => (order.customer.address = '\ud800')],
      ['customer.fullName', (order) => (order.customer.fullName = 'Maria \udc00Lopez')],
      ['customer.phoneNumber', (order) => (order.customer.phoneNumber = '+44 \ud83d')],
      ['customer.orderName', (order) => (order.customer.orderName = 'Kitchen \ud800')],
      ['name', (order) => (order.name = '\udfff')],
      ['notes', (order) => (order.notes = 'Label the parts \ud800')],
    ];
    for (const [path, change] of cases) {
      expect(await refusal(change), path).toEqual({
        status: 400,
        code: 'validation_failed',
        fields: [{ path, ...INVALID_FORMAT }],
      });
    }
  });

  it('refuses control characters, but tabs and line breaks in the notes', async () => {
    const cases: [string, (order: OrderInput) => void][] = [
      ['customer.fullName', (order) => (order.customer.fullName = 'Maria\u0000Lopez')],
      ['customer.address', (order) => (order.customer.address = '12 Harbour\nRoad')],
      ['customer.phoneNumber', (order) => (order.customer.phoneNumber = '+44\t7700 900123')],
      ['notes', (order) => (order.notes = 'Ring the bell\u0007')],
      ['notes', (order) => (order.notes = 'Escape \u001b[31m')],
      ['notes', (order) => (order.notes = 'C1 control \u0085')],
    ];
    for (const [path, change] of cases) {
      expect(await refusal(change), path).toEqual({
        status: 400,
        code: 'validation_failed',
        fields: [{ path, ...INVALID_FORMAT }],
      });
    }
  });

  it('answers Required to a name made only of invisible characters', async () => {
    const invisible = '\u200b\u200c\u200d\u2060\ufeff\u00a0';
    const response = await refusal((order) => (order.customer.fullName = invisible));
    expect(response).toEqual({
      status: 400,
      code: 'validation_failed',
      fields: [{ path: 'customer.fullName', code: 'Required', message: 'Required' }],
    });
  });

  it('stores paired surrogates (emoji), accents, tabs and line breaks in the notes', async () => {
    const order = orderWith((draft) => {
      draft.customer.fullName = 'María Ñúñez 👩‍🔧';
      draft.customer.address = '12 Harbour Road 🏠';
      draft.notes = 'First line\n\tindented second line\r\nthird line';
    });
    const response = await server.postOrder(order);
    expect(response.status).toBe(201);
    const stored = (await response.json()) as OrderInput;
    expect(stored.customer.fullName).toBe('María Ñúñez 👩‍🔧');
    expect(stored.customer.address).toBe('12 Harbour Road 🏠');
    expect(stored.notes).toBe('First line\n\tindented second line\r\nthird line');
  });
});
