import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
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
 * Serves a built single-page app the way a production host would (gzip, long cache for hashed
 * assets, index.html for every other path), on 127.0.0.1 and a free port.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
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
