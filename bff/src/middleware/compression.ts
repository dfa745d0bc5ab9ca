import type { Middleware } from 'koa';
import compress from 'koa-compress';
import { constants } from 'node:zlib';
import { isApiPath } from './api-fallback';

/** Answers smaller than this gain less from compression than it costs (headers, CPU). */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses /api answers of 1 kB and more on the fly, brotli at a fast quality or gzip, as the
 * client's Accept-Encoding allows (`Vary: Accept-Encoding` always). koa-compress leaves alone what
 * is compressed already (zip, images: its `compressible` check), bodies that carry their own
 * Content-Encoding, HEAD and 204/304 answers; a client that asks for nothing gets identity.
 * The web app is not compressed here: its build ships brotli and gzip copies (see web-app.ts).
 */
export function apiCompression(): Middleware {
  const compressor = compress({
    threshold: THRESHOLD_BYTES,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  });
  return (ctx, next) => (isApiPath(ctx.path) ? compressor(ctx, next) : next());
}
