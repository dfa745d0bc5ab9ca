import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod, formErrors } from './errors';
import { MESSAGES } from './messages';
import { customerSchema, orderInputSchema, storedOrderSchema } from './schemas';
import {
  TEXT_LIMITS,
  hasForbiddenCharacters,
  hasVisibleCharacter,
  multilineText,
  requiredText,
} from './text-schemas';
import { customer, item, whiteColour } from './testing/small-catalogue';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'abc\udc00'],
    ['a high surrogate before a letter', '\ud83dx'],
    ['NUL', 'a\u0000b'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['NEL (C1)', 'a\u0085b'],
    ['the last C1 control', '\u009f'],
  ])('finds %s in any text', (_label, text) => {
    expect(hasForbiddenCharacters(text, 'single')).toBe(true);
    expect(hasForbiddenCharacters(text, 'multi')).toBe(true);
  });

  it.each([
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a Windows line break', 'a\r\nb'],
  ])('finds %s in a one-line text only', (_label, text) => {
    expect(hasForbiddenCharacters(text, 'single')).toBe(true);
    expect(hasForbiddenCharacters(text, 'multi')).toBe(false);
  });

  it.each([
    ['plain ASCII', 'Maria Lopez, 12 Harbour Road'],
    ['accents and Ñ', 'María Ñúñez'],
    ['an emoji (a surrogate pair)', 'Kitchen 🏠'],
    ['an emoji sequence with a zero-width joiner', '👩‍🔧'],
    ['CJK', '東京都'],
    ['a no-break space', '12\u00a0Oak Street'],
  ])('leaves %s alone', (_label, text) => {
    expect(hasForbiddenCharacters(text)).toBe(false);
    expect(hasForbiddenCharacters(text, 'multi')).toBe(false);
  });
});

describe('hasVisibleCharacter', () => {
  it.each([
    ['nothing', ''],
    ['spaces and a no-break space', ' \u00a0 '],
    ['zero-width space, non-joiner and joiner', '\u200b\u200c\u200d'],
    ['word joiner and byte order mark', '\u2060\ufeff'],
    ['direction marks', '\u200e\u200f'],
    ['a soft hyphen', '\u00ad'],
    ['the Hangul filler', '\u3164'],
    ['the blank Braille pattern', '\u2800'],
    ['an ideographic space', '\u3000'],
  ])('is false for %s', (_label, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });

  it.each([
    ['a letter', '\u200bA\u200b'],
    ['an emoji', '🏠'],
    ['a digit', '0'],
  ])('is true with %s', (_label, text) => {
    expect(hasVisibleCharacter(text)).toBe(true);
  });
});

describe('requiredText', () => {
  const schema = requiredText(MESSAGES.Required);

  function errorsOf(value: unknown) {
    const result = schema.safeParse(value);
    return result.success ? [] : fieldErrorsFromZod(result.error);
  }

  it('trims and takes a normal text', () => {
    expect(schema.parse('  Ana Ruiz ')).toBe('Ana Ruiz');
  });

  it('answers one invalidFormat error to a forbidden character', () => {
    for (const value of ['\ud800', 'Ana\u0000Ruiz', 'Ana\nRuiz', 'Ana\tRuiz']) {
      expect(errorsOf(value), JSON.stringify(value)).toEqual([
        { path: '', code: 'invalidFormat', message: 'invalid format' },
      ]);
    }
  });

  it('answers one Required error to a missing, empty or invisible text', () => {
    for (const value of [undefined, '', '   ', '\u200b\u200b', '\ufeff\u2060\u00a0']) {
      expect(errorsOf(value), JSON.stringify(value)).toEqual([
        { path: '', code: 'Required', message: 'Required' },
      ]);
    }
  });

  it('keeps the too-long message it is given', () => {
    const description = requiredText(
      MESSAGES.required,
      TEXT_LIMITS.description,
      MESSAGES.descriptionTooLong,
    );
    const tooLong = description.safeParse('x'.repeat(21));
    expect(tooLong.success ? [] : fieldErrorsFromZod(tooLong.error)).toEqual([
      { path: '', code: 'descriptionTooLong', message: '20 characters max.' },
    ]);
    const invisible = description.safeParse('\u200b');
    expect(invisible.success ? [] : fieldErrorsFromZod(invisible.error)).toEqual([
      { path: '', code: 'required', message: 'required' },
    ]);
    expect(description.parse('Sink base')).toBe('Sink base');
  });
});

describe('multilineText', () => {
  const notes = multilineText(TEXT_LIMITS.notes);

  it('keeps tabs and line breaks inside, trims the ends, allows empty', () => {
    expect(notes.parse('\n First\n\tsecond\r\nthird \n')).toBe('First\n\tsecond\r\nthird');
    expect(notes.parse('')).toBe('');
  });

  it('refuses lone surrogates and other control characters with invalidFormat', () => {
    for (const value of ['Label \ud800', 'Ring\u0007', 'C1\u0085']) {
      const result = notes.safeParse(value);
      expect(result.success ? [] : fieldErrorsFromZod(result.error)).toEqual([
        { path: '', code: 'invalidFormat', message: 'invalid format' },
      ]);
    }
  });
});

describe('the order and customer schemas', () => {
  it.each(['fullName', 'address', 'email', 'phoneNumber', 'orderName'] as const)(
    'refuse a lone surrogate in %s, and say Required to invisible text',
    (field) => {
      expect(formErrors(customerSchema, { ...customer, [field]: 'x\udfff' })).toEqual({
        [field]: 'invalidFormat',
      });
      expect(formErrors(customerSchema, { ...customer, [field]: '\u200b' })).toEqual({
        [field]: 'Required',
      });
    },
  );

  const order = {
    name: 'Kitchen',
    notes: '',
    unit: 'in',
    message: '',
    customer,
    material: [{ ...whiteColour, color: 1 }],
    cabinets: [item()],
  };

  it('take notes on several lines but refuse control characters in them', () => {
    expect(orderInputSchema.parse({ ...order, notes: 'Line 1\nLine\t2' }).notes).toBe(
      'Line 1\nLine\t2',
    );
    expect(formErrors(orderInputSchema, { ...order, notes: 'Bell\u0007' })).toEqual({
      notes: 'invalidFormat',
    });
    expect(formErrors(orderInputSchema, { ...order, name: '\u200b' })).toEqual({
      name: 'Required',
    });
  });

  it('still read an order stored before the character rules', () => {
    const stored = {
      ...order,
      uuid: '0b5c3d6e-1f2a-4b3c-8d4e-9f3c2a1b7d4e',
      status: 'Pending',
      createdAt: '2025-01-02T03:04:05.006Z',
      updatedAt: '2025-01-02T03:04:05.006Z',
      version: 1,
      customer: { ...customer, address: '12 Oak Street\tFlat 2', fullName: 'Ana \u200bRuiz' },
      material: [],
    };
    expect(storedOrderSchema.parse(stored).customer.address).toBe('12 Oak Street\tFlat 2');
  });
});
