import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCompression } from '../src/middleware/compression';
import { startTestServer, type TestServer } from './support/harness';

/**
 * Compression over real HTTP. node:http rather than fetch: fetch asks for compression on its own
 * and decodes the body, and these tests need the bytes as they travel.
 */

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function raw(
  baseUrl: string,
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The body as the client reads it after undoing Content-Encoding. */
function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  expect(encoding).toBeUndefined();
  return answer.body;
}

function varyNames(answer: RawAnswer): string[] {
  return String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

const HTML = { Accept: 'text/html,application/xhtml+xml' };
const SCRIPT = `export const rows = [${Array.from({ length: 200 }, (_, i) => `"row ${i}"`).join(', ')}];\n`;
const INDEX_HTML = `<!doctype html><html><body><div id="root"></div>${'<!-- app -->'.repeat(40)}</body></html>`;
const HOME_HTML = `<!doctype html><html><body><main><h1>Cut to size</h1>${'<p>Boards</p>'.repeat(40)}</main></body></html>`;
const IMAGE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A build as web/build/precompress.ts leaves it: text files with their .br and .gz copies. */
async function writeWithCopies(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

describe('compressed answers', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
    const dist = server.config.webDist;
    await writeWithCopies(path.join(dist, 'index.html'), INDEX_HTML);
    await writeWithCopies(path.join(dist, 'home', 'index.html'), HOME_HTML);
    await writeWithCopies(path.join(dist, 'assets', 'index-4f2a9c.js'), SCRIPT);
    await writeFile(path.join(dist, 'assets', 'logo-77aa01.png'), IMAGE);
  });
  afterAll(() => server?.stop());

  it('sends an asset as brotli, gzip or as it is, the same bytes once decoded', async () => {
    const asset = '/assets/index-4f2a9c.js';
    const br = await raw(server.baseUrl, asset, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await raw(server.baseUrl, asset, { 'Accept-Encoding': 'gzip' });
    const identity = await raw(server.baseUrl, asset);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.body.length).toBeLessThan(identity.body.length);
    for (const answer of [br, gzip, identity]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varyNames(answer)).toContain('accept-encoding');
      expect(decoded(answer).toString()).toBe(SCRIPT);
    }
  });

  it('sends identity to a client that refuses every coding', async () => {
    const answer = await raw(server.baseUrl, '/assets/index-4f2a9c.js', {
      'Accept-Encoding': 'br;q=0, gzip;q=0',
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('sends the app page compressed at /, for client routes and for a prerendered page', async () => {
    const pages = [
      // With a prerendered home page the build's own `/` is that page.
      ['/', HOME_HTML],
      ['/step1', INDEX_HTML],
      ['/admin/orders', INDEX_HTML],
      ['/home', HOME_HTML],
      ['/home/', HOME_HTML],
    ] as const;
    for (const [route, html] of pages) {
      for (const encoding of ['br', 'gzip', undefined]) {
        const headers = encoding ? { ...HTML, 'Accept-Encoding': encoding } : HTML;
        const answer = await raw(server.baseUrl, route, headers);
        expect(answer.status, route).toBe(200);
        expect(answer.headers['content-encoding'], route).toBe(encoding);
        expect(answer.headers['content-type'], route).toMatch(/^text\/html/);
        expect(answer.headers['cache-control'], route).toBe('no-cache');
        expect(varyNames(answer), route).toContain('accept-encoding');
        expect(decoded(answer).toString(), route).toBe(html);
      }
    }
  });

  it('never compresses an image', async () => {
    const answer = await raw(server.baseUrl, '/assets/logo-77aa01.png', {
      'Accept-Encoding': 'br, gzip',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(IMAGE)).toBe(true);
  });

  it('answers HEAD with the headers of the compressed copy and no body', async () => {
    const head = await raw(
      server.baseUrl,
      '/assets/index-4f2a9c.js',
      { 'Accept-Encoding': 'br' },
      'HEAD',
    );
    const get = await raw(server.baseUrl, '/assets/index-4f2a9c.js', { 'Accept-Encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
    const page = await raw(
      server.baseUrl,
      '/step1',
      { ...HTML, 'Accept-Encoding': 'gzip' },
      'HEAD',
    );
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.body.length).toBe(0);
  });

  it('compresses a large API answer when asked, the same JSON once decoded', async () => {
    const identity = await raw(server.baseUrl, '/api/categories/');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const answer = await raw(server.baseUrl, '/api/categories/', { 'Accept-Encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.etag).toBe(identity.headers.etag);
      expect(varyNames(answer)).toContain('accept-encoding');
      expect(decoded(answer).equals(identity.body)).toBe(true);
    }
    const head = await raw(server.baseUrl, '/api/categories/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves a small API answer as it is', async () => {
    const answer = await raw(
      server.baseUrl,
      '/api/users/login',
      { 'Accept-Encoding': 'br, gzip', 'Content-Type': 'application/json' },
      'POST',
      JSON.stringify({ username: 'nobody@shop.example.test', password: 'not-the-password' }),
    );
    expect(answer.status).toBe(401);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: false });
  });
});

describe('compression of streamed API answers', () => {
  const ZIP = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(4096, 7)]);
  const ROWS = JSON.stringify(Array.from({ length: 300 }, (_, id) => ({ id, name: `row ${id}` })));
  let listening: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const app = new Koa();
    app.use(apiCompression());
    app.use((ctx) => {
      ctx.type = ctx.path.endsWith('.zip') ? 'application/zip' : 'json';
      ctx.body = Readable.from([ctx.path.endsWith('.zip') ? ZIP : Buffer.from(ROWS)]);
    });
    listening = app.listen(0, '127.0.0.1');
    await once(listening, 'listening');
    baseUrl = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => listening.close(() => resolve())));

  it('streams a zip download as it is, even to a client that accepts brotli', async () => {
    const answer = await raw(baseUrl, '/api/export.zip', { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(ZIP)).toBe(true);
  });

  it('compresses streamed JSON of unknown length and it decodes whole', async () => {
    const answer = await raw(baseUrl, '/api/rows', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer).toString()).toBe(ROWS);
  });

  it('leaves answers outside /api to the web app', async () => {
    const answer = await raw(baseUrl, '/rows', { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(ROWS);
  });
});
