import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DomainError,
  ListQueryError,
  StatusMoveError,
  ValidationError,
  errorRecord,
  fieldErrorsFromZod,
  formErrors,
  parseOrThrow,
} from './errors';

describe('domain errors', () => {
  it('carry a stable code and stay instances of DomainError and Error', () => {
    const cases: [DomainError, string][] = [
      [new ValidationError([{ path: 'x', message: 'required' }]), 'validation_failed'],
      [new StatusMoveError('Pending', 'To Cut', 'no'), 'invalid_status_move'],
      [new ListQueryError('limit', 'bad limit'), 'invalid_list_query'],
    ];
    for (const [error, code] of cases) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toBeInstanceOf(Error);
      expect(error.code).toBe(code);
    }
    expect(new ListQueryError('limit', 'bad').name).toBe('ListQueryError');
  });

  it('describes the bad fields in a ValidationError message', () => {
    const error = new ValidationError([
      { path: 'customer.email', message: 'Invalid email address' },
      { path: 'cabinets.0.x', message: 'out of parameters' },
    ]);
    expect(error.fields).toHaveLength(2);
    expect(error.message).toBe(
      'Invalid input: customer.email: Invalid email address; cabinets.0.x: out of parameters',
    );
  });

  it('shortens a long list of fields', () => {
    const fields = Array.from({ length: 7 }, (_, i) => ({ path: `f${i}`, message: 'required' }));
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
      { path: 'name', message: 'Required' },
      { path: 'items.1.x', message: 'required' },
    ]);
  });

  it('keep the first message of a path in a form error record', () => {
    expect(
      errorRecord([
        { path: 'email', message: 'Required' },
        { path: 'email', message: 'Invalid email address' },
      ]),
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
