import { sessionAnswerSchema, type LoginInput } from '@cutshop/domain';
import { ApiError, apiRequest } from '../../../lib/api';

/** What a sign-in attempt ended in; anything else (no network, 5xx) throws an ApiError. */
type LoginOutcome =
  | { kind: 'signedIn'; email: string | undefined }
  | { kind: 'wrongCredentials' }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null };

/**
 * POST /api/users/login with the e-mail as `username`; "Remember me" is sent as
 * `remember: true`, which makes the session outlive the browser (README, "API limits and
 * sessions").
 */
export async function login(input: LoginInput & { remember: boolean }): Promise<LoginOutcome> {
  try {
    const answer = await apiRequest('/users/login', {
      method: 'POST',
      body: { username: input.username, password: input.password, remember: input.remember },
      parse: (json) => sessionAnswerSchema.parse(json),
    });
    return answer.status ? { kind: 'signedIn', email: answer.email } : { kind: 'wrongCredentials' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'wrongCredentials' };
    if (error instanceof ApiError && error.status === 429) {
      return { kind: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds };
    }
    throw error;
  }
}
