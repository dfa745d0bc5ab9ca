/**
 * Every user-facing validation and outcome text of SPEC sections 5 and 8, word for word (typos
 * included: the web app translates by these English texts). The domain returns these texts; a
 * screen may look them up by key or by text.
 */
export const MESSAGES = {
  /** Customer, custom material and admin forms. */
  Required: 'Required',
  /** Item form. */
  required: 'required',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password required',
  passwordWeak: 'Password is not strong enough',
  passwordMismatch: "Password and confirmation doesn't match",
  invalidFormat: 'invalid format',
  outOfParameters: 'out of parameters',
  descriptionTooLong: '20 characters max.',
  orderSubmitFailed: 'An unexpected error occur, please try again',
  loginFailed: 'Wrong email or password',
  rememberSent: 'If your email exists, you will receive an email with instructions',
  passwordChanged: 'Your password was updated succesfully, please login again',
  passwordChangeFailed: 'An unexpected error occur, please repeat the process',
  /**
   * Not in the SPEC: a free text longer than its storage limit (see TEXT_LIMITS). The legacy
   * product had no limit; we keep one so that no input can overflow a database column.
   */
  tooLong: 'Too long',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type Message = (typeof MESSAGES)[MessageKey];

/** The admin notification after a status change (SPEC 4), wording kept as the SPEC shows it. */
export function statusChangedMessage(shortId: string, status: string): string {
  return `The order ID "${shortId}" has changed his status to "${status}"`;
}
