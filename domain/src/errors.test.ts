import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DomainError,
  ListQueryError,
  StatusMoveError,
  ValidationError,
  codedIssue,
  errorRecord,
  fieldError,
  fieldErrorsFromZod,
  formErrors,
  parseOrThrow,
} from './errors';

describe('domain errors', () => {
  it('carry a stable code and kind and stay instances of DomainError and Error', () => {
    const cases: [DomainError, string, string][] = [
      [new ValidationError([fieldError('x', 'required')]), 'validation_failed', 'invalid'],
      [new StatusMoveError('Pending', 'To Cut', 'no'), 'invalid_status_move', 'conflict'],
      [new ListQueryError('limit', 'bad limit'), 'invalid_list_query', 'invalid'],
    ];
    for (const [error, code, kind] of cases) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toBeInstanceOf(Error);
      expect(error.code).toBe(code);
      expect(error.kind).toBe(kind);
    }
    expect(new ListQueryError('limit', 'bad').name).toBe('ListQueryError');
  });

  it('describes the bad fields in a ValidationError message', () => {
    const error = new ValidationError([
      fieldError('customer.email', 'invalidEmail'),
      fieldError('cabinets.0.x', 'outOfParameters'),
    ]);
    expect(error.fields).toEqual([
      { path: 'customer.email', code: 'invalidEmail', message: 'Invalid email address' },
      { path: 'cabinets.0.x', code: 'outOfParameters', message: 'out of parameters' },
    ]);
    expect(error.message).toBe(
      'Invalid input: customer.email: Invalid email address; cabinets.0.x: out of parameters',
    );
  });

  it('keeps a field error its own text beside the code', () => {
    const error = new ValidationError([fieldError('a', 'tooLong', 'Over 255 characters')]);
    expect(error.fields).toEqual([{ path: 'a', code: 'tooLong', message: 'Over 255 characters' }]);
  });

  it('shortens a long list of fields', () => {
    const fields = Array.from({ length: 7 }, (_, i) => fieldError(`f${i}`, 'required'));
    expect(new ValidationError(fields).message).toMatch(/f4: required \(and 2 more\)$/);
  });
});

describe('zod helpers', () => {
  const schema = z.object({
    name: z.string().min(1, 'Required'),
    items: z.array(z.object({ x: z.number({ error: 'required' }) })),
  });

  it('turn zod issues into dotted field errors', () => {
    const result = schema.safeParse({ name: '', items: [{ x: 1 }, {}] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error)).toEqual([
      { path: 'name', code: 'Required', message: 'Required' },
      { path: 'items.1.x', code: 'required', message: 'required' },
    ]);
  });

  it('read the code a custom issue carries, before its text', () => {
    const custom = z.string().refine((text) => text.length < 3, {
      message: 'Too long for a code',
      params: { code: 'descriptionTooLong' },
    });
    const coded = z.string().refine((text) => text === 'x', codedIssue('passwordWeak'));
    const [first] = fieldErrorsFromZod(custom.safeParse('long').error ?? new z.ZodError([]));
    const [second] = fieldErrorsFromZod(coded.safeParse('y').error ?? new z.ZodError([]));
    expect(first).toEqual({ path: '', code: 'descriptionTooLong', message: 'Too long for a code' });
    expect(second).toEqual({
      path: '',
      code: 'passwordWeak',
      message: 'Password is not strong enough',
    });
  });

  it("give a built-in issue without a domain message the generic code and zod's text", () => {
    const result = schema.safeParse({ name: 5, items: [] });
    expect(result.success).toBe(false);
    if (result.success) return;
    const [field] = fieldErrorsFromZod(result.error);
    expect(field?.code).toBe('invalidInput');
    expect(field?.message).toBe(result.error.issues[0]?.message);
  });

  it('keep the code of the first error of a path in a form error record', () => {
    expect(
      errorRecord([fieldError('email', 'Required'), fieldError('email', 'invalidEmail')]),
    ).toEqual({ email: 'Required' });
  });

  it('parse or throw a ValidationError', () => {
    expect(parseOrThrow(schema, { name: 'a', items: [] })).toEqual({ name: 'a', items: [] });
    expect(() => parseOrThrow(schema, { name: '', items: [] })).toThrow(ValidationError);
  });

  it('give a form an empty record when valid', () => {
    expect(formErrors(schema, { name: 'a', items: [] })).toEqual({});
    expect(formErrors(schema, { name: '', items: [] })).toEqual({ name: 'Required' });
  });
});
