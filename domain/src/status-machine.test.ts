import { describe, expect, it } from 'vitest';
import { StatusMoveError, ValidationError, fieldErrorsFromZod } from './errors';
import type { OrderStatus } from './schemas';
import { ORDER_STATUSES } from './schemas';
import {
  applyStatusMove,
  assertStatusMove,
  canMoveStatus,
  isFinalStatus,
  nextStatuses,
  orderUuidSchema,
  statusChangeSchema,
} from './status-machine';

const ALLOWED = new Set([
  'Pending>Approved',
  'Pending>Rejected',
  'Approved>To Cut',
  'To Cut>To Deliver',
]);
const everyPair = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('order status machine', () => {
  it.each(everyPair)('%s -> %s', (from, to) => {
    const allowed = ALLOWED.has(`${from}>${to}`);
    expect(canMoveStatus(from, to)).toBe(allowed);
    if (allowed) expect(() => assertStatusMove(from, to)).not.toThrow();
    else expect(() => assertStatusMove(from, to)).toThrow(StatusMoveError);
  });

  it.each([
    ['Pending', ['Approved', 'Rejected']],
    ['Approved', ['To Cut']],
    ['To Cut', ['To Deliver']],
    ['To Deliver', []],
    ['Rejected', []],
  ] as [OrderStatus, OrderStatus[]][])('from %s the next statuses are %j', (from, next) => {
    expect(nextStatuses(from)).toEqual(next);
    expect(isFinalStatus(from)).toBe(next.length === 0);
  });

  it.each([
    [
      'To Deliver',
      'Pending',
      'Cannot move an order from "To Deliver" to "Pending": "To Deliver" is final',
    ],
    [
      'Pending',
      'To Cut',
      'Cannot move an order from "Pending" to "To Cut": from "Pending" it may only go to "Approved" or "Rejected"',
    ],
    [
      'Approved',
      'Approved',
      'Cannot move an order from "Approved" to "Approved": the order is already "Approved"',
    ],
    [
      'Pending',
      'Done',
      '"Done" is not an order status (expected one of Pending, Approved, To Cut, To Deliver, Rejected)',
    ],
    ['Lost', 'Pending', '"Lost" is not an order status'],
  ])('explains %s -> %s', (from, to, message) => {
    expect(() => assertStatusMove(from, to)).toThrow(message);
    try {
      assertStatusMove(from, to);
    } catch (error) {
      expect(error).toMatchObject({ code: 'invalid_status_move', from, to });
    }
  });
});

describe('applyStatusMove', () => {
  it('keeps a trimmed rejection message, empty allowed', () => {
    expect(
      applyStatusMove({ status: 'Pending', message: '' }, 'Rejected', '  Sizes unclear '),
    ).toEqual({
      status: 'Rejected',
      message: 'Sizes unclear',
    });
    expect(applyStatusMove({ status: 'Pending', message: '' }, 'Rejected', '   ')).toEqual({
      status: 'Rejected',
      message: '',
    });
  });

  it('leaves the message alone on other moves', () => {
    expect(applyStatusMove({ status: 'Approved', message: 'kept' }, 'To Cut', 'ignored')).toEqual({
      status: 'To Cut',
      message: 'kept',
    });
  });

  it('refuses a forbidden move and an over-long rejection message', () => {
    expect(() => applyStatusMove({ status: 'Rejected', message: '' }, 'Approved')).toThrow(
      StatusMoveError,
    );
    expect(() =>
      applyStatusMove({ status: 'Pending', message: '' }, 'Rejected', 'x'.repeat(2001)),
    ).toThrow(ValidationError);
  });
});

/** The field errors a PUT body gets, as the API answers them. */
function statusChangeErrors(body: unknown) {
  const result = statusChangeSchema.safeParse(body);
  if (result.success) return [];
  return fieldErrorsFromZod(result.error).map(({ path, message }) => ({ path, message }));
}

describe('statusChangeSchema (the PUT /api/orders/:uuid body)', () => {
  it('takes the status, the message and the version it was read at', () => {
    expect(
      statusChangeSchema.parse({ status: 'Rejected', message: 'Too big', version: 1, name: 'x' }),
    ).toEqual({ status: 'Rejected', message: 'Too big', version: 1 });
  });

  it('asks for a status', () => {
    expect(statusChangeErrors({ version: 1 })).toEqual([{ path: 'status', message: 'Required' }]);
    expect(statusChangeErrors({ status: '', version: 1 })).toEqual([
      { path: 'status', message: 'Required' },
    ]);
  });

  it('asks for the version the change is based on, also when the updatedAt read is sent', () => {
    for (const body of [
      { status: 'Approved' },
      { status: 'Approved', updatedAt: '2026-11-22T10:00:00.000Z' },
    ]) {
      expect(statusChangeErrors(body)).toEqual([
        { path: 'version', message: 'Send the version of the order as you read it' },
      ]);
    }
  });

  it('refuses a version that is not a whole number from 0', () => {
    for (const version of [-1, 1.5, '1']) {
      expect(statusChangeErrors({ status: 'Approved', version })).toEqual([
        expect.objectContaining({ path: 'version' }),
      ]);
    }
  });
});

describe('orderUuidSchema', () => {
  it('reads a uuid in either case as its lower-case form', () => {
    expect(orderUuidSchema.parse('6F1C2A4E-8B1D-4C2A-9F3E-1A2B3C4D5E6F')).toBe(
      '6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6f',
    );
  });

  it.each([
    'not-a-uuid',
    '',
    '6f1c2a4e-8b1d-4c2a-9f3e-1a2b3c4d5e6',
    '6f1c2a4e8b1d4c2a9f3e1a2b3c4d5e6f',
  ])('refuses %j', (text) => {
    expect(orderUuidSchema.safeParse(text).success).toBe(false);
  });
});
