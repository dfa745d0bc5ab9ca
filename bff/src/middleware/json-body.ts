import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { BODY_LIMIT, problems } from '../http-problem';

/** 415 unless the request says its body is JSON. */
const requireJson: Middleware = async (ctx, next) => {
  if (!ctx.request.is('application/json', '+json')) throw problems.unsupportedMediaType();
  await next();
};

/**
 * For routes that take a JSON body: refuses other types (415), bodies over the limit (413) and
 * malformed JSON (400), then leaves the parsed body in `ctx.request.body`.
 */
export const jsonBody: readonly Middleware[] = [
  requireJson,
  koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: BODY_LIMIT,
    urlencoded: false,
    text: false,
    multipart: false,
  }),
];
