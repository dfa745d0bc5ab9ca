import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each([
    'john@carpentry.studio',
    'a@b.online',
    'x@y.email',
    'studio@wood.design',
    'curator@art.museum',
    'josé@ejemplo.es',
    'josé@ejemplo.españa',
    'info@xn--espaa-rta.es',
    'user@shop.xn--p1ai',
    'ana@example.io',
    'ANA.RUIZ+shop@mail.example.info',
    'a_b@x-y.com',
    "o'brien@example.ie",
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}`,
  ])('accepts %j', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['no @', 'ana.example.com'],
    ['two @', 'ana@x@example.com'],
    ['a space', 'a b@x.com'],
    ['a space in the domain', 'a@exa mple.com'],
    ['a line break', 'a@example.com\n'],
    ['an empty local part', '@x.com'],
    ['no dot in the domain', 'a@b'],
    ['a trailing dot', 'a@example.com.'],
    ['an empty label', 'a@example..com'],
    ['a leading dot in the domain', 'a@.example.com'],
    ['a leading dot in the local part', '.a@example.com'],
    ['a doubled dot in the local part', 'a..b@example.com'],
    ['a label starting with a hyphen', 'a@-example.com'],
    ['a label ending with a hyphen', 'a@example-.com'],
    ['a one-letter top-level part', 'ana@example.c'],
    ['a numeric top-level part', 'ana@example.123'],
    ['a local part over 64', `${'a'.repeat(65)}@example.com`],
    ['a label over 63', `a@${'b'.repeat(64)}.com`],
    ['an address over 254', `a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`],
    ['brackets', 'a<b>@example.com'],
    ['nothing', ''],
  ])('refuses %s', (_, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
