import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  fillMessage,
  isMessageKey,
  messageKeyOf,
  statusChangedMessage,
} from './messages';

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
    ['orderSubmitFailed', 'An unexpected error occurred, please try again'],
    ['loginFailed', 'Wrong email or password'],
    ['rememberSent', 'If your email exists, you will receive an email with instructions'],
    ['passwordChanged', 'Your password was updated successfully, please log in again'],
    ['passwordChangeFailed', 'An unexpected error occurred, please repeat the process'],
  ] as const)('%s reads as docs/product.md §5/§8 says, spelling corrected', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('words the status notification as SPEC 4 shows it', () => {
    expect(statusChangedMessage('9f3c2a1b7d4e', 'To Cut')).toBe(
      'The order ID "9f3c2a1b7d4e" has changed his status to "To Cut"',
    );
  });

  it('gives every message its own text, so a text names one code', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    for (const [key, text] of Object.entries(MESSAGES)) expect(messageKeyOf(text)).toBe(key);
    expect(messageKeyOf('Invalid input: expected string, received number')).toBeUndefined();
  });

  it('tells a code from any other string', () => {
    expect(isMessageKey('outOfParameters')).toBe(true);
    expect(isMessageKey('out of parameters')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
  });

  it('fills placeholders with values as they are, and leaves unknown ones', () => {
    expect(fillMessage('statusChanged', { shortId: '$&', status: 'Approved' })).toBe(
      'The order ID "$&" has changed his status to "Approved"',
    );
    expect(fillMessage('statusChanged', { shortId: 'a1' })).toBe(
      'The order ID "a1" has changed his status to "{{status}}"',
    );
  });
});
