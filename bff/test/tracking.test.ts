import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  placedOrderSchema,
  shortOrderId,
  trackedOrderSchema,
  trackPreviewFile,
  trackPreviewKey,
  TRACK_PREVIEW_TITLE_KEY,
  type PlacedOrder,
  type StoredOrder,
} from '@cutshop/domain';
import { TRACKING_RATE_LIMIT } from '../src/routes/tracking';
import { hashTrackingToken } from '../src/services/tracking/tracking-links';
import { putStatus, signIn, storedPart } from './support/admin-session';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';
import { validOrder } from './support/orders-fixture';

interface ErrorBody {
  error: { code: string; message: string; requestId?: string };
}

function tokenOf(placed: PlacedOrder): string {
  return placed.trackingPath.replace('/track/', '');
}

forEachDatabase('tracking page', (database) => {
  let server: TestServer;
  let placed: PlacedOrder;
  const input = validOrder();

  beforeAll(async () => {
    server = await startTestServer({ database });
    const response = await server.postOrder(input, { 'Idempotency-Key': 'track-1' });
    expect(response.status).toBe(201);
    placed = placedOrderSchema.parse(await response.json());
  });

  afterAll(async () => {
    await server.stop();
  });

  const track = (token: string) => server.fetch(`/api/track/${token}`);

  it('answers the intake with the path of a link whose token only the hash of is stored', async () => {
    const token = tokenOf(placed);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const rows = await server
      .db('order_tracking_tokens')
      .select('order_uuid', 'token_hash')
      .where({ order_uuid: placed.uuid });
    // The answer's link and the confirmation e-mail's own: every e-mail gets a fresh one.
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({ order_uuid: placed.uuid, token_hash: hashTrackingToken(token) });
    const everywhere = JSON.stringify([
      await server.db('order_tracking_tokens'),
      await server.db('idempotency_keys'),
      await server.db('orders'),
    ]);
    expect(everywhere).not.toContain(token);
  });

  it('mints another valid link on an idempotent replay; both open the order', async () => {
    const again = await server.postOrder(input, { 'Idempotency-Key': 'track-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const replayed = placedOrderSchema.parse(await again.json());
    expect(replayed.uuid).toBe(placed.uuid);
    expect(replayed.trackingPath).not.toBe(placed.trackingPath);
    for (const token of [tokenOf(placed), tokenOf(replayed)]) {
      expect((await track(token)).status).toBe(200);
    }
  });

  it('shows the order without the address, phone number or e-mail, never cached or indexed', async () => {
    const response = await track(tokenOf(placed));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const text = await response.text();
    const tracked = trackedOrderSchema.parse(JSON.parse(text));
    expect(tracked).toMatchObject({
      orderId: placed.uuid.split('-').at(-1),
      name: placed.name,
      status: 'Pending',
      history: [{ status: 'Pending', at: placed.createdAt }],
      rejectionReason: null,
      language: 'en',
      unit: placed.unit,
      cabinets: placed.cabinets,
      material: placed.material,
    });
    expect(tracked.catalogue.length).toBeGreaterThan(0);
    expect(Object.keys(tracked.hardware.accessories)).toHaveLength(19);
    const { customer } = input;
    for (const secret of [customer.email, customer.address, customer.phoneNumber]) {
      expect(secret.length).toBeGreaterThan(3);
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(placed.uuid);
    expect(text).not.toMatch(/"customer"|"email"|"address"|"phone/i);
  });

  it('serves the web app for a tracking page load, marked not to be indexed', async () => {
    const page = await server.fetch(placed.trackingPath, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const home = await server.fetch('/home', { headers: { Accept: 'text/html' } });
    expect(home.headers.get('x-robots-tag')).toBeNull();
  });

  it("sends the tracking page's prerendered shell in the visitor's language when the build has one", async () => {
    const folder = path.join(server.config.webDist, 'track');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), '<html lang="en">shell</html>');
    await writeFile(path.join(folder, 'index.es.html'), '<html lang="es">carcasa</html>');
    const load = (language: string) =>
      server.fetch(placed.trackingPath, {
        headers: { Accept: 'text/html', 'Accept-Language': language },
      });
    const spanish = await load('es-ES,es;q=0.9');
    expect(await spanish.text()).toBe('<html lang="es">carcasa</html>');
    expect(spanish.headers.get('x-robots-tag')).toBe('noindex');
    expect(spanish.headers.get('vary')).toMatch(/Accept-Language/);
    expect(await (await load('fr')).text()).toBe('<html lang="en">shell</html>');
    // The shell names its order's read for the browser to start at once.
    const token = placed.trackingPath.split('/').at(-1);
    expect(spanish.headers.get('link')).toBe(
      `</api/track/${token}>; rel=preload; as=fetch; crossorigin`,
    );
    const odd = await server.fetch('/track/not%20a%20token', { headers: { Accept: 'text/html' } });
    expect(await odd.text()).toBe('<html lang="en">shell</html>');
    expect(odd.headers.get('link')).toBeNull();
    await rm(folder, { recursive: true });
  });

  it("fills the order's heading and status into the shell, in the order's language, never stored", async () => {
    const dist = server.config.webDist;
    const folder = path.join(dist, 'track');
    await mkdir(folder, { recursive: true });
    const slot = '<div data-track-preview=""></div>';
    for (const language of ['en', 'es']) {
      await writeFile(
        path.join(folder, `index.${language}.html`),
        `<html lang="${language}">${slot}</html>`,
      );
      const words =
        language === 'es'
          ? ['Pedido', 'Recibido', 'No aceptado']
          : ['Order', 'Received', 'Not accepted'];
      await writeFile(
        path.join(dist, trackPreviewFile(language)),
        JSON.stringify({
          [trackPreviewKey('Pending', false, 'mm')]:
            `<h1>${words[0]} @@orderId@@</h1><p>@@orderName@@</p><p>${words[1]}</p>`,
          [trackPreviewKey('Rejected', true, 'mm')]:
            `<h1>${words[0]} @@orderId@@</h1><p>${words[2]}</p><p>@@rejectionReason@@</p>`,
        }),
      );
    }
    const name = '<b>Tom & "Jerry"</b> $& @@orderId@@';
    const placedIn = async (language: string) =>
      placedOrderSchema.parse(
        await (await server.postOrder({ ...validOrder(), name, language })).json(),
      );
    const spanish = await placedIn('es');
    const load = (trackingPath: string, encoding = 'br') =>
      server.fetch(trackingPath, {
        // The visitor reads English: the order's own language wins.
        headers: { Accept: 'text/html', 'Accept-Language': 'en', 'Accept-Encoding': encoding },
      });
    const page = await load(spanish.trackingPath);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const id = shortOrderId(spanish.uuid);
    const filled =
      `<html lang="es"><div data-track-preview=""><h1>Pedido ${id}</h1>` +
      '<p>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; $&amp; @@orderId@@</p><p>Recibido</p></div></html>';
    expect(await page.text()).toBe(filled);
    const plain = await load(spanish.trackingPath, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(filled);
    // A language chosen on the page without its scripts (its language form) comes first, and is
    // kept in the app's cookie; one the build has no page for is passed over.
    const english = await load(`${spanish.trackingPath}?lang=en`);
    expect(await english.text()).toBe(
      `<html lang="en"><div data-track-preview=""><h1>Order ${id}</h1>` +
        '<p>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt; $&amp; @@orderId@@</p><p>Received</p></div></html>',
    );
    expect(english.headers.get('set-cookie')).toMatch(/^cutshop-language=en;/);
    const unknownLanguage = await load(`${spanish.trackingPath}?lang=fr`);
    expect(await unknownLanguage.text()).toBe(filled);
    expect(unknownLanguage.headers.get('set-cookie')).toBeNull();

    // A status the templates do not hold, and an unknown link, get the plain shell.
    const approved = await placedIn('en');
    const jar = await signIn(server);
    expect((await putStatus(server, jar, storedPart(approved), 'Approved')).status).toBe(200);
    expect(await (await load(approved.trackingPath)).text()).toBe(`<html lang="en">${slot}</html>`);
    const unknown = await load('/track/AAAAAAAAAAAAAAAAAAAAAA');
    expect(await unknown.text()).toBe(`<html lang="en">${slot}</html>`);
    expect(unknown.headers.get('cache-control')).toBe('no-cache');

    // A rejection shows the shop's reason, as text.
    const rejected = await putStatus(server, jar, storedPart(spanish), 'Rejected', 'Too <deep>');
    expect(rejected.status).toBe(200);
    expect(await (await load(spanish.trackingPath)).text()).toBe(
      `<html lang="es"><div data-track-preview=""><h1>Pedido ${id}</h1><p>No aceptado</p>` +
        '<p>Too &lt;deep&gt;</p></div></html>',
    );
    // The page's title names the order too, when the templates have one.
    await writeFile(path.join(folder, 'index.es.html'), `<title>Su pedido</title>${slot}`);
    await writeFile(
      path.join(dist, trackPreviewFile('es')),
      JSON.stringify({
        [trackPreviewKey('Rejected', true, 'mm')]: '<p>@@rejectionReason@@</p>',
        [TRACK_PREVIEW_TITLE_KEY]: 'Pedido @@orderId@@ · Cutshop',
      }),
    );
    expect(await (await load(spanish.trackingPath)).text()).toBe(
      `<title>Pedido ${id} · Cutshop</title><div data-track-preview=""><p>Too &lt;deep&gt;</p></div>`,
    );
    // The templates live in the shell's folder.
    await rm(folder, { recursive: true });
  });

  it('answers an unknown and a malformed token with the same 404, after the same look-up', async () => {
    const unknown = await track('AAAAAAAAAAAAAAAAAAAAAA');
    const malformed = await track('not-a-token!%20');
    const long = await track('x'.repeat(500));
    const bodies: ErrorBody[] = [];
    for (const response of [unknown, malformed, long]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const body = (await response.json()) as ErrorBody;
      delete body.error.requestId;
      bodies.push(body);
    }
    expect(bodies[0]).toEqual({
      error: {
        code: 'tracking_link_not_found',
        message: 'There is no order behind this tracking link',
      },
    });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('follows the status changes in words and dates, with the rejection reason', async () => {
    const jar = await signIn(server);
    let order: StoredOrder = storedPart(placed);
    const approved = await putStatus(server, jar, order, 'Approved');
    expect(approved.status).toBe(200);
    order = storedPart(await approved.json());
    let tracked = trackedOrderSchema.parse(await (await track(tokenOf(placed))).json());
    expect(tracked.status).toBe('Approved');
    expect(tracked.history.map((step) => step.status)).toEqual(['Pending', 'Approved']);
    expect(tracked.history[1]?.at).toBe(order.updatedAt);

    const other = await server.postOrder(validOrder());
    const second = placedOrderSchema.parse(await other.json());
    const rejected = await putStatus(server, jar, storedPart(second), 'Rejected', 'Too deep');
    expect(rejected.status).toBe(200);
    const response = await track(tokenOf(second));
    const text = await response.text();
    tracked = trackedOrderSchema.parse(JSON.parse(text));
    expect(tracked.status).toBe('Rejected');
    expect(tracked.rejectionReason).toBe('Too deep');
    expect(tracked.history.map((step) => step.status)).toEqual(['Pending', 'Rejected']);
    // Who at the shop made the change is not the customer's business.
    expect(text).not.toContain('shop.example.test');
  });
});

describe('tracking page rate limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
  });

  afterAll(async () => {
    await server.stop();
  });

  it('holds a client back after its own bucket of look-ups, apart from the orders', async () => {
    for (let index = 0; index < TRACKING_RATE_LIMIT.points; index += 1) {
      expect((await server.fetch('/api/track/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    }
    const refused = await server.fetch('/api/track/AAAAAAAAAAAAAAAAAAAAAA');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('rate_limited');
    const placed = placedOrderSchema.parse(await (await server.postOrder(validOrder())).json());
    // A page load counts too: over the limit, it gets the plain shell, not the order.
    const dist = server.config.webDist;
    const slot = '<div data-track-preview=""></div>';
    await mkdir(path.join(dist, 'track'), { recursive: true });
    await writeFile(path.join(dist, 'track', 'index.html'), slot);
    await writeFile(
      path.join(dist, trackPreviewFile('en')),
      JSON.stringify({ [trackPreviewKey('Pending', false, 'mm')]: '<p>@@orderId@@</p>' }),
    );
    const page = await server.fetch(placed.trackingPath, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(slot);
  });

  it('counts page loads of tracking links in the same bucket', async () => {
    const other = await startTestServer({ database: 'sqlite' });
    try {
      const placed = placedOrderSchema.parse(await (await other.postOrder(validOrder())).json());
      for (let index = 0; index < TRACKING_RATE_LIMIT.points; index += 1) {
        const page = await other.fetch(placed.trackingPath, { headers: { Accept: 'text/html' } });
        expect(page.status).toBe(200);
      }
      expect((await other.fetch(`/api${placed.trackingPath}`)).status).toBe(429);
    } finally {
      await other.stop();
    }
  });
});
