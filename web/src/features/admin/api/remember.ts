import { userMessageAnswerSchema, type RememberInput } from '@cutshop/domain';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/users/remember: asks for a reset link. The server answers the same whether or not
 * the e-mail has an account, so the screen always shows the neutral message.
 */
export async function requestPasswordReset(input: RememberInput): Promise<void> {
  await apiRequest('/users/remember', {
    method: 'POST',
    body: { username: input.username },
    parse: (json) => userMessageAnswerSchema.parse(json),
  });
}
