import { describe, expect, it } from 'vitest';
import { StatusMoveError, ValidationError } from './errors';
import type { OrderStatus } from './schemas';
import { ORDER_STATUSES } from './schemas';
import {
  applyStatusMove,
  assertStatusMove,
  canMoveStatus,
  isFinalStatus,
  nextStatuses,
} from './status-machine';

const ALLOWED = new Set([
  'Pending>Approved',
  'Pending>Rejected',
  'Approved>To Cut',
  'To Cut>To Deliver',
]);
const everyPair = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('order status machine (SPEC 4)', () => {
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
