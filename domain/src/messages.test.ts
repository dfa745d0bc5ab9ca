import { describe, expect, it } from 'vitest';
import { MESSAGES, statusChangedMessage } from './messages';

describe('MESSAGES', () => {
  it.each([
    ['Required', 'Required'],
    ['required', 'required'],
    ['invalidEmail', 'Invalid email address'],
    ['passwordRequired', 'Password required'],
    ['passwordWeak', 'Password is not strong enough'],
    ['passwordMismatch', "Password and confirmation doesn't match"],
    ['invalidFormat', 'invalid format'],
    ['outOfParameters', 'out of parameters'],
    ['descriptionTooLong', '20 characters max.'],
    ['orderSubmitFailed', 'An unexpected error occur, please try again'],
    ['loginFailed', 'Wrong email or password'],
    ['rememberSent', 'If your email exists, you will receive an email with instructions'],
    ['passwordChanged', 'Your password was updated succesfully, please login again'],
    ['passwordChangeFailed', 'An unexpected error occur, please repeat the process'],
  ] as const)('%s reads exactly as SPEC 5/8 says', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('words the status notification as SPEC 4 shows it', () => {
    expect(statusChangedMessage('9f3c2a1b7d4e', 'To Cut')).toBe(
      'The order ID "9f3c2a1b7d4e" has changed his status to "To Cut"',
    );
  });
});
