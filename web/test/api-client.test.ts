import { server } from '@cutshop/mocks/node';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from '../src/lib/api';

const asIs = (json: unknown) => json;

describe('the API client', () => {
  it('turns an error answer into an ApiError with status, code and fields', async () => {
    server.use(
      http.get('*/api/broken', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Bad',
              fields: [{ path: 'x', message: 'Required' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const failure = await apiRequest('/broken', { parse: asIs }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad',
      fields: [{ path: 'x', message: 'Required' }],
      isTransient: false,
    });
  });

  it('gives up after the timeout with a transient TIMEOUT error', async () => {
    server.use(
      http.get('*/api/slow', async () => {
        await delay(1_000);
        return HttpResponse.json({});
      }),
    );
    const failure = await apiRequest('/slow', { parse: asIs, timeoutMs: 50 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 0, code: 'TIMEOUT', isTransient: true });
  });

  it('refuses an answer its parse rejects, as one it throws on: a BAD_RESPONSE ApiError', async () => {
    server.use(http.get('*/api/odd', () => HttpResponse.json({ answer: 'odd' })));
    const parse = (json: unknown) =>
      Promise.reject(new Error(`not an order: ${JSON.stringify(json)}`));
    const failure = await apiRequest('/odd', { parse }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 200,
      code: 'BAD_RESPONSE',
      message: 'Unexpected answer from /odd: not an order: {"answer":"odd"}',
    });
  });
});
