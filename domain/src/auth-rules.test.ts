import { describe, expect, it } from 'vitest';
import { isStrongPassword, loginSchema, passwordChangeSchema, rememberSchema } from './auth-rules';
import { formErrors } from './errors';

describe('admin forms (docs/product.md §5)', () => {
  it('login: e-mail and password', () => {
    expect(formErrors(loginSchema, { username: '', password: '' })).toEqual({
      username: 'Required',
      password: 'passwordRequired',
    });
    for (const username of ['boss', 'boss@', '@shop.com', 'bo ss@shop.com', 'boss@sh@op']) {
      expect(formErrors(loginSchema, { username, password: 'x' })).toEqual({
        username: 'invalidEmail',
      });
    }
    expect(formErrors(loginSchema, { username: 'boss@shop.com', password: 'x' })).toEqual({});
    // The first admin's default address has no top-level part (docs/product.md §5: a "simple" pattern).
    expect(formErrors(loginSchema, { username: 'admin@localhost', password: 'x' })).toEqual({});
  });

  it('forgot password: same e-mail rules', () => {
    expect(formErrors(rememberSchema, { username: 'nope' })).toEqual({
      username: 'invalidEmail',
    });
  });

  it.each([
    ['Abcdefg1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
  ])('password %j strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('reset: strength, then the repeat must match', () => {
    expect(
      formErrors(passwordChangeSchema, { password: 'weak', repeat: 'weak', token: 't' }),
    ).toEqual({
      password: 'passwordWeak',
    });
    expect(
      formErrors(passwordChangeSchema, { password: 'Abcdefg1', repeat: 'Abcdefg2', token: 't' }),
    ).toEqual({
      repeat: 'passwordMismatch',
    });
    expect(
      formErrors(passwordChangeSchema, { password: 'Abcdefg1', repeat: 'Abcdefg1', token: 't' }),
    ).toEqual({});
  });
});
