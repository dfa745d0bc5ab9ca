import { sessionAnswerSchema } from '@cutshop/domain';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/users/logout: ends the session on the server (its cookies are HttpOnly, so only the
 * server can clear them). Throws an ApiError when the server could not be reached.
 */
export async function logout(): Promise<void> {
  await apiRequest('/users/logout', { parse: (json) => sessionAnswerSchema.parse(json) });
}
