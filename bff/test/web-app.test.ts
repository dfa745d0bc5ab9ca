import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/harness';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const HTML = { Accept: 'text/html,application/xhtml+xml' };

describe('the built web app', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
    const dist = server.config.webDist;
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'assets', 'index-4f2a9c.js'), 'console.log("app")');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => server?.stop());

  it('serves index.html at / and for client routes, revalidated each time', async () => {
    for (const route of ['/', '/step1', '/admin/orders']) {
      const response = await server.fetch(route, { headers: HTML });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await server.fetch('/assets/index-4f2a9c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await server.fetch('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers JSON 404 under /api even when HTML is asked for', async () => {
    const response = await server.fetch('/api/unknown', { headers: HTML });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('gives a missing file 404 rather than the app page', async () => {
    const response = await server.fetch('/assets/missing-000.js', { headers: { Accept: '*/*' } });
    expect(response.status).toBe(404);
  });

  it("sends a prerendered page in the visitor's language: the app's cookie, then Accept-Language", async () => {
    const dist = server.config.webDist;
    await mkdir(path.join(dist, 'step1'), { recursive: true });
    await writeFile(path.join(dist, 'step1', 'index.html'), 'step1 en (plain)');
    await writeFile(path.join(dist, 'step1', 'index.en.html'), 'step1 en');
    await writeFile(path.join(dist, 'step1', 'index.es.html'), 'step1 es');
    const page = async (headers: Record<string, string>) => {
      const response = await server.fetch('/step1', { headers: { ...HTML, ...headers } });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/Accept-Language/);
      expect(response.headers.get('vary')).toMatch(/Cookie/);
      return response.text();
    };
    expect(await page({})).toBe('step1 en (plain)');
    expect(await page({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' })).toBe('step1 es');
    expect(await page({ 'Accept-Language': 'de-DE,en;q=0.5' })).toBe('step1 en');
    expect(await page({ 'Accept-Language': 'de-DE' })).toBe('step1 en (plain)');
    // The choice made in the app wins over the browser's languages.
    expect(await page({ 'Accept-Language': 'es-ES', Cookie: 'cutshop-language=en' })).toBe(
      'step1 en',
    );
    expect(await page({ Cookie: 'cutshop-language=es' })).toBe('step1 es');
    // A cookie naming no page of ours, or no language at all, is passed over.
    expect(await page({ Cookie: 'cutshop-language=../../x' })).toBe('step1 en (plain)');
  });

  it('sends the language asked for in the address and keeps it in the cookie', async () => {
    // The language choice of a page whose scripts have not run yet is a form that sends ?lang=.
    const dist = server.config.webDist;
    await mkdir(path.join(dist, 'home'), { recursive: true });
    await writeFile(path.join(dist, 'home', 'index.html'), 'home en (plain)');
    await writeFile(path.join(dist, 'home', 'index.es.html'), 'home es');
    const load = (query: string, headers: Record<string, string> = {}) =>
      server.fetch(`/home${query}`, { headers: { ...HTML, ...headers } });

    const asked = await load('?lang=es', {
      'Accept-Language': 'en-US',
      Cookie: 'cutshop-language=en',
    });
    expect(await asked.text()).toBe('home es');
    const cookie = asked.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cutshop-language=es; path=\/; expires=[^;]+; samesite=lax$/);
    expect(cookie).not.toMatch(/httponly/i);

    // A language without a page of its own, a malformed or repeated one: passed over, kept
    // nowhere.
    for (const query of ['?lang=de', '?lang=../x', '?lang=es&lang=en', '?lang=']) {
      const response = await load(query, { Cookie: 'cutshop-language=es' });
      expect(await response.text()).toBe('home es');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(await (await load('?lang=de')).text()).toBe('home en (plain)');
  });

  it('sends the Content-Security-Policy with the page', async () => {
    const response = await server.fetch('/step1', { headers: HTML });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('sends a hashed file without the headers only a page acts on', async () => {
    const asset = await server.fetch('/assets/index-4f2a9c.js');
    expect(asset.status).toBe(200);
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
    ]) {
      expect(asset.headers.get(name)).toBeNull();
    }
    // What a script's answer is read by stays.
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('referrer-policy')).toBe('no-referrer');
    // A missing file under /assets/ is no file of the build: it keeps every header.
    const missing = await server.fetch('/assets/missing-000.js', { headers: { Accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('without a web build', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
  });
  afterAll(() => server?.stop());

  it('says at / that the web app is not built yet', async () => {
    const response = await server.fetch('/', { headers: HTML });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('The web app is not built yet');
  });
});
