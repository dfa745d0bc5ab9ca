import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { withLogContext } from '../logger';

/** The header a request id comes in (from a proxy or a client) and goes back out in. */
const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A request id taken as given: 1 to 64 letters, digits, dots, underscores or dashes (a UUID, a
 * proxy's trace id). Anything else is replaced, so a log line never carries a client's free text.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The id the request came with when it is sane; else a new random UUID. */
function requestIdFor(given: string): string {
  return SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The id requestId() gave this request (undefined before it ran). */
export function requestIdOf(ctx: Context): string | undefined {
  return (ctx.state as { requestId?: string }).requestId;
}

/**
 * First in the chain: gives the request an id (X-Request-Id when sane, else a new one), sends it
 * back in X-Request-Id, and runs the rest of the chain with it in the log context, so every log
 * line written while the request is served carries it (docs/operations.md, "Logs").
 */
export function requestId(): Middleware {
  return (ctx, next) => {
    const id = requestIdFor(ctx.get(REQUEST_ID_HEADER));
    (ctx.state as { requestId?: string }).requestId = id;
    ctx.set(REQUEST_ID_HEADER, id);
    return withLogContext({ requestId: id }, next);
  };
}
