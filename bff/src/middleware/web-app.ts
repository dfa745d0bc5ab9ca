import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  fillTrackPreview,
  trackPreviewFile,
  type TrackPreviewOrder,
  type TrackPreviewTemplates,
} from '@cutshop/domain';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import { isApiPath } from './api-fallback';

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Where the customers' tracking pages live (web/src/config/paths.ts, TRACK_PATHS). */
const TRACK_PAGE_PREFIX = '/track/';
/** What a tracking token can look like in a path (base64url); anything else is not preloaded. */
const TRACK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
const REVALIDATE = 'no-cache';

/**
 * The compressed copies the web build writes beside its text files (web/build/precompress.ts),
 * best first; koa-static looks for the same names.
 */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto">
<h1>The web app is not built yet</h1>
<p>The API is running under <a href="/api/categories/">/api</a>. Build the web app with
<code>npm run build</code> (or start everything with <code>npm start</code>) and reload.</p>
</body></html>
`;

async function fileSize(file: string): Promise<number | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
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

/** The cookie in which the web app remembers the visitor's language (web/src/lib/i18n). */
const LANGUAGE_COOKIE = 'cutshop-language';
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** The query parameter of the language choice a page sends without its scripts (`?lang=es`). */
const LANGUAGE_PARAMETER = 'lang';
/** How long the language cookie is kept, as the web app sets it (web/src/lib/i18n/setup.ts). */
const LANGUAGE_COOKIE_MS = 365 * 24 * 3600 * 1000;

/** The language asked for in the address (`?lang=es`), when it looks like a language code. */
function askedLanguage(ctx: Context): string | undefined {
  const asked = ctx.query[LANGUAGE_PARAMETER];
  const code = typeof asked === 'string' ? asked.toLowerCase() : undefined;
  return code !== undefined && LANGUAGE_CODE.test(code) ? code : undefined;
}

/**
 * The languages the visitor reads, best first: the one asked for in the address (the language
 * choice of a page whose scripts have not run yet: a form that sends `?lang=`), the one chosen
 * in the app (its cookie), then Accept-Language's, each as its base code (`es-MX` -> `es`).
 */
function preferredLanguages(ctx: Context): string[] {
  const chosen = ctx.cookies.get(LANGUAGE_COOKIE)?.toLowerCase();
  const accepted = ctx
    .acceptsLanguages()
    .map((language) => language.split('-')[0]?.toLowerCase() ?? '');
  return [...new Set([askedLanguage(ctx) ?? '', chosen ?? '', ...accepted])].filter((code) =>
    LANGUAGE_CODE.test(code),
  );
}

/**
 * The page built for a folder path (`/home` -> `home/index.html`), as koa-static would find it;
 * for `/`, the home page the build prerendered (web/build/prerender.ts). Undefined for file
 * names, dot folders and paths that leave `webDist`.
 */
function folderPage(webDist: string, ctx: Context): string | undefined {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(ctx.path);
  } catch {
    return undefined;
  }
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return path.join(webDist, 'home', 'index.html');
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\\'))) {
    return undefined;
  }
  if (path.posix.basename(pathname).includes('.')) return undefined;
  return path.join(webDist, ...segments, 'index.html');
}

/**
 * Answers with an HTML page of the build, revalidated each time, as its brotli or gzip copy when
 * the client accepts it and the copy exists. False when the page itself does not exist.
 */
async function sendPage(ctx: Context, file: string): Promise<boolean> {
  const size = await fileSize(file);
  if (size === undefined) return false;
  let chosen = { file, size, encoding: undefined as string | undefined };
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (ctx.acceptsEncodings(encoding, 'identity') !== encoding) continue;
    const compressedSize = await fileSize(file + suffix);
    if (compressedSize === undefined) continue;
    chosen = { file: file + suffix, size: compressedSize, encoding };
    break;
  }
  ctx.status = 200;
  ctx.type = 'html';
  ctx.set('Cache-Control', REVALIDATE);
  if (chosen.encoding) ctx.set('Content-Encoding', chosen.encoding);
  ctx.body = createReadStream(chosen.file);
  ctx.length = chosen.size;
  return true;
}

/** Keeps `language` in the app's cookie, as the app's own language choice does. */
function rememberLanguage(ctx: Context, language: string): void {
  ctx.cookies.set(LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MS,
    sameSite: 'lax',
    // The app reads and rewrites it (document.cookie).
    httpOnly: false,
    overwrite: true,
  });
}

/**
 * Answers with the page of `folder` in the visitor's language (`index.es.html`) when there is one,
 * else its plain index.html; false when neither exists. A language asked for in the address and
 * answered is kept in the app's cookie, as the app's own language choice keeps it, so the next
 * pages come in it too.
 */
async function sendPageInLanguage(ctx: Context, folder: string): Promise<boolean> {
  ctx.vary('Accept-Language');
  ctx.vary('Cookie');
  for (const language of preferredLanguages(ctx)) {
    if (await sendPage(ctx, path.join(folder, `index.${language}.html`))) {
      if (language === askedLanguage(ctx)) rememberLanguage(ctx, language);
      return true;
    }
  }
  return sendPage(ctx, path.join(folder, 'index.html'));
}

/** Where the tracking page's shell holds the order's preview (web: track-screen.tsx). */
const TRACK_PREVIEW_SLOT = '<div data-track-preview=""></div>';

/**
 * The order a tracking page's preview shows, with the language it was placed in; undefined when
 * the link leads to none, or the client has looked up too many links of late.
 */
export type TrackPreviewLookup = (
  ctx: Context,
  token: string,
) => Promise<TrackPreviewOrder | undefined>;

/**
 * Reads files of the build through `parse`, each read and parsed again only once it has changed
 * (its time and size): a running server does not read or parse the same file on every request.
 * Undefined for a missing or unreadable file.
 */
function buildFileReader<T>(parse: (text: string) => T): (file: string) => Promise<T | undefined> {
  const files = new Map<string, { stamp: string; value: Promise<T | undefined> }>();
  return async (file) => {
    let stamp: string;
    try {
      const stats = await stat(file);
      stamp = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return undefined;
    }
    const known = files.get(file);
    if (known?.stamp === stamp) return known.value;
    const value = readFile(file, 'utf8').then(parse, () => undefined);
    files.set(file, { stamp, value });
    return value;
  };
}

/**
 * Answers with `html`, made on this request, compressed as the client accepts (brotli at a
 * quality quick enough for a page per request, else gzip), never stored by a cache.
 */
function sendMadePage(ctx: Context, html: string): void {
  ctx.status = 200;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.vary('Accept-Encoding');
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br') {
    ctx.set('Content-Encoding', 'br');
    ctx.body = brotliCompressSync(html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
    });
  } else if (encoding === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzipSync(html);
  } else {
    ctx.body = html;
  }
}

/**
 * Serves the built web app from `webDist`: hashed files under /assets/ cached for a year,
 * everything else revalidated; any other page load gets index.html so the client router can
 * show the route (SPA fallback). Text files go out as the brotli or gzip copy the build wrote
 * when the client accepts it (with `Vary: Accept-Encoding`). Without a build, page loads get a
 * short notice instead.
 */
export function webApp(
  webDist: string,
  { trackPreview }: { trackPreview?: TrackPreviewLookup } = {},
): Middleware[] {
  const indexFile = path.join(webDist, 'index.html');
  const buildPage = buildFileReader((text) => text);
  const buildTemplates = buildFileReader((text) => JSON.parse(text) as TrackPreviewTemplates);
  const files = serve(webDist, {
    index: 'index.html',
    brotli: true,
    gzip: true,
    setHeaders(res, file) {
      const relative = path.relative(webDist, file);
      const hashed = relative.startsWith(`assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? LONG_CACHE : REVALIDATE);
    },
  });
  // koa-static finds `home/index.html` for `/home` too, but looks for its compressed copy at
  // `home.br`: a prerendered folder page (and `/`, the home page) is answered here instead,
  // with its own copies; without one, koa-static and the fallback answer.
  // A prerendered page has a copy per language (`index.es.html`): the visitor's language is
  // sent when it has one, else the plain index.html.
  const folderPages: Middleware = async (ctx, next) => {
    const page = folderPage(webDist, ctx);
    if (page !== undefined && (await sendPageInLanguage(ctx, path.dirname(page)))) return;
    await next();
  };
  // Every tracking page load gets the page the build prerendered for /track (its shell), in the
  // visitor's language when there is a copy for it; the page renders its order over it.
  const sendTrackShell = async (ctx: Context): Promise<boolean> => {
    // The page's first read starts with the page, not after its code has loaded: the browser
    // fetches the order at once and the page's own fetch (same URL, mode and credentials)
    // takes that answer.
    const token = ctx.path.slice(TRACK_PAGE_PREFIX.length);
    if (TRACK_TOKEN_SHAPE.test(token)) {
      ctx.set('Link', `</api/track/${token}>; rel=preload; as=fetch; crossorigin`);
      const order = trackPreview === undefined ? undefined : await trackPreview(ctx, token);
      if (order !== undefined && (await sendTrackPreview(ctx, order))) return true;
    }
    return sendPageInLanguage(ctx, path.join(webDist, 'track'));
  };
  // The order's page in the language it was placed in (or the one asked for), with its heading
  // and status in words in the shell's first paint (docs/architecture.md, "The tracking page,
  // walked through"): the page's scripts take over from there. False when the build has no shell
  // or templates for it.
  const sendTrackPreview = async (ctx: Context, order: TrackPreviewOrder): Promise<boolean> => {
    // The language chosen on the page without its scripts (`?lang=`, its language form) when
    // the build has it, else the order's own.
    const asked = askedLanguage(ctx);
    const askedTemplates =
      asked === undefined
        ? undefined
        : await buildTemplates(path.join(webDist, trackPreviewFile(asked)));
    const language = asked !== undefined && askedTemplates !== undefined ? asked : order.language;
    const folder = path.join(webDist, 'track');
    const shell =
      (await buildPage(path.join(folder, `index.${language}.html`))) ??
      (await buildPage(path.join(folder, 'index.html')));
    const templates =
      askedTemplates ?? (await buildTemplates(path.join(webDist, trackPreviewFile(language))));
    if (shell === undefined || templates === undefined || !shell.includes(TRACK_PREVIEW_SLOT)) {
      return false;
    }
    if (language === asked) rememberLanguage(ctx, language);
    const preview = fillTrackPreview(templates, order);
    if (preview === undefined) return false;
    // Functions, so that no `$` in the order's words is read as a replacement pattern.
    const filled = TRACK_PREVIEW_SLOT.replace('></div>', () => `>${preview.html}</div>`);
    let page = shell.replace(TRACK_PREVIEW_SLOT, () => filled);
    const { title } = preview;
    if (title !== undefined) {
      page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
    }
    sendMadePage(ctx, page);
    return true;
  };
  const fallback: Middleware = async (ctx, next) => {
    // Whatever the build answers may differ with Accept-Encoding, so shared caches must know.
    ctx.vary('Accept-Encoding');
    // A customer's tracking page: the link is the only key to the order, never to be indexed.
    if (ctx.path.startsWith(TRACK_PAGE_PREFIX)) ctx.set('X-Robots-Tag', 'noindex');
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status !== 404 || !wantsAppPage(ctx)) return;
    if (ctx.path.startsWith(TRACK_PAGE_PREFIX) && (await sendTrackShell(ctx))) return;
    if (await sendPage(ctx, indexFile)) return;
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', REVALIDATE);
    ctx.body = NOT_BUILT_PAGE;
  };
  return [fallback, folderPages, files];
}
