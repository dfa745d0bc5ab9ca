import { userMessageAnswerSchema, type PasswordChangeInput } from '@cutshop/domain';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/users/change-password with the reset link's token. Resolves when the password was
 * changed; any refusal (a used or expired link) or failure throws, and the screen shows the one
 * failure message.
 */
export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await apiRequest('/users/change-password', {
    method: 'POST',
    body: { password: input.password, repeat: input.repeat, token: input.token },
    parse: (json) => userMessageAnswerSchema.parse(json),
  });
}
