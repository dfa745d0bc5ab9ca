import { z } from 'zod';
import { MESSAGES } from './messages';
import { codedIssue } from './errors';

/** Password rules (docs/product.md §5 and §9): 8 characters or more, a lowercase, an uppercase, a digit. */
export const PASSWORD_MIN_LENGTH = 8;

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  );
}

/**
 * The admin forms' "simple e-mail pattern" (docs/product.md §5): something, an @, something, no spaces. It is
 * looser than the customer's (isEmailAddress: no two-label domain needed) so that a shop-local address such as
 * the first admin `admin@localhost` can sign in.
 */
export const ADMIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

const emailSchema = z
  .string({ error: MESSAGES.Required })
  .trim()
  .min(1, MESSAGES.Required)
  .max(254, MESSAGES.invalidEmail)
  .regex(ADMIN_EMAIL_PATTERN, MESSAGES.invalidEmail);

/** Admin login (POST /api/users/login): the e-mail is sent as `username`. */
export const loginSchema = z.object({
  username: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Forgot password (POST /api/users/remember). */
export const rememberSchema = z.object({ username: emailSchema });
export type RememberInput = z.infer<typeof rememberSchema>;

/** Reset password (POST /api/users/change-password), with the token from `tkn`. */
export const passwordChangeSchema = z
  .object({
    password: z
      .string({ error: MESSAGES.passwordWeak })
      .refine(isStrongPassword, codedIssue('passwordWeak')),
    repeat: z.string({ error: MESSAGES.passwordMismatch }),
    token: z.string().min(1, MESSAGES.Required),
  })
  .refine((form) => form.repeat === form.password, {
    path: ['repeat'],
    ...codedIssue('passwordMismatch'),
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
