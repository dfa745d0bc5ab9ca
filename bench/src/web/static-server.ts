import { createReadStream, existsSync, statSync } from 'node:fs';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Passes a request on to the API server unchanged (Host included, so the server's same-origin
 * guard sees the origin the browser used) and its answer back.
 */
function proxy(apiOrigin: string, request: IncomingMessage, response: ServerResponse): void {
  const target = new URL(request.url ?? '/', apiOrigin);
  const upstream = forward(
    target,
    { method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502).end();
  });
  request.pipe(upstream);
}

/**
 * Serves a built single-page app the way a production host would (gzip, long cache for hashed
 * assets, index.html for every other path), on 127.0.0.1 and a free port. With `apiOrigin`,
 * requests under /api go to that server (the real BFF), as a reverse proxy in front of it would.
 */
export async function serveStatic(
  root: string,
  options: { apiOrigin?: string } = {},
): Promise<StaticServer> {
  const { apiOrigin } = options;
  const server: Server = createServer((request, response) => {
    if (apiOrigin && /^\/api(\/|$|\?)/.test(request.url ?? '')) {
      proxy(apiOrigin, request, response);
      return;
    }
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(root, 'index.html');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const hashed = file.includes(`${join(root, 'assets')}`);
    response.setHeader('Content-Type', type);
    response.setHeader(
      'Cache-Control',
      hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip && /text|javascript|json|svg/.test(type)) {
      response.setHeader('Content-Encoding', 'gzip');
      createReadStream(file)
        .pipe(createGzip({ level: 9 }))
        .pipe(response);
    } else {
      createReadStream(file).pipe(response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
