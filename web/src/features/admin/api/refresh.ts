import { sessionAnswerSchema, type SessionAnswer } from '@cutshop/domain';
import { ApiError, apiRequest } from '../../../lib/api';

/**
 * GET /api/users/refresh-tokens: renews the session cookies. The answer (signed in, and as whom)
 * when signed in now, null when the server refused (401: no session, or it ended). Other
 * failures (no network, 5xx) throw, since they say nothing about the session.
 */
export async function refreshTokens(): Promise<SessionAnswer | null> {
  try {
    const answer = await apiRequest('/users/refresh-tokens', {
      parse: (json) => sessionAnswerSchema.parse(json),
    });
    return answer.status ? answer : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
