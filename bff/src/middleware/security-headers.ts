import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/** Where the web build's hashed files are served (web/vite.config.ts's assets folder). */
const ASSETS_PREFIX = '/assets/';

/**
 * Helmet's headers that only a document (or a worker) acts on: a script, style or image answer
 * carries them for nothing. `X-Content-Type-Options`, `Cross-Origin-Resource-Policy`,
 * `Referrer-Policy` (a module script's own imports follow it) and HSTS stay on every answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/**
 * Helmet's headers with a Content-Security-Policy the built web app runs under: its own scripts
 * only; styles also inline, because Chakra UI (emotion) injects style tags at run time. A file of
 * the web build found under /assets/ (never a page) goes without the document-only headers:
 * about 490 bytes less on each of the scripts a first page loads (docs/architecture.md, "The
 * first page's start").
 */
export function securityHeaders(publicUrl: string): Middleware {
  const headers = helmetHeaders(publicUrl);
  return async (ctx, next) => {
    await headers(ctx, next);
    if (ctx.path.startsWith(ASSETS_PREFIX) && ctx.status === 200 && !ctx.response.is('html')) {
      for (const name of DOCUMENT_ONLY_HEADERS) ctx.remove(name);
    }
  };
}

function helmetHeaders(publicUrl: string): Middleware {
  const https = publicUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (local use) upgrading would break every request.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over https.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
}
