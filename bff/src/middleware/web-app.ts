import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import { isApiPath } from './api-fallback';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto">
<h1>The web app is not built yet</h1>
<p>The API is running under <a href="/api/categories/">/api</a>. Build the web app with
<code>npm run build</code> (or start everything with <code>npm start</code>) and reload.</p>
</body></html>
`;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * A page load of a client route: GET/HEAD outside /api whose Accept names HTML outright (a
 * browser navigating does; the catch-all Accept of a script or image request does not) and
 * whose last path segment is not a file name.
 */
function wantsAppPage(ctx: Context): boolean {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
  if (isApiPath(ctx.path)) return false;
  if (path.posix.basename(ctx.path).includes('.')) return false;
  return (ctx.get('Accept') ?? '').includes('text/html');
}

/**
 * Serves the built web app from `webDist`: hashed files under /assets/ cached for a year,
 * everything else revalidated; any other page load gets index.html so the client router can
 * show the route (SPA fallback). Without a build, page loads get a short notice instead.
 */
export function webApp(webDist: string): Middleware[] {
  const indexFile = path.join(webDist, 'index.html');
  const files = serve(webDist, {
    index: 'index.html',
    setHeaders(res, file) {
      const relative = path.relative(webDist, file);
      const hashed = relative.startsWith(`assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? LONG_CACHE : REVALIDATE);
    },
  });
  const fallback: Middleware = async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status !== 404 || !wantsAppPage(ctx)) return;
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', REVALIDATE);
    ctx.body = (await isFile(indexFile)) ? createReadStream(indexFile) : NOT_BUILT_PAGE;
  };
  return [fallback, files];
}
