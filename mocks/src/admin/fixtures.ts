import {
  acceptOrder,
  applyStatusMove,
  ORDER_STATUSES,
  type OrderLanguage,
  type OrderStatus,
  type OrderStatusChange,
  type PriceAdjustment,
  type StoredOrder,
} from '@cutshop/domain';
import { catalogue } from '../fixtures/catalogue';
import { sampleCustomer, sampleOrderInput } from '../fixtures/sample-order';

/** The one admin account of the mock API; the password meets the server's password rules. */
export const MOCK_ADMIN = { id: 1, email: 'admin@localhost', password: 'Mock-admin-1' } as const;

/** How many stored orders the mock API starts with: three pages and a bit of the admin list. */
export const ADMIN_ORDER_COUNT = 45;

/** The status moves that take a new order to each status, as an admin makes them. */
const MOVES_TO: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: [],
  Approved: ['Approved'],
  'To Cut': ['Approved', 'To Cut'],
  'To Deliver': ['Approved', 'To Cut', 'To Deliver'],
  Rejected: ['Rejected'],
};

const FIRST_CUSTOMER: { fullName: string; orderName: string; language?: OrderLanguage } = {
  fullName: sampleCustomer.fullName,
  orderName: sampleCustomer.orderName,
};
/** The customers of the fixture orders; the Spanish-speaking one orders in Spanish. */
const CUSTOMERS: (typeof FIRST_CUSTOMER)[] = [
  FIRST_CUSTOMER,
  { fullName: 'Tom Baker', orderName: 'Bathroom vanity' },
  { fullName: 'Lucia Fernández', orderName: 'Wardrobe', language: 'es' },
  { fullName: 'Sam Okafor', orderName: 'Garage shelves' },
  { fullName: 'Mei Chen', orderName: 'Pantry' },
  { fullName: 'Oliver Grant', orderName: 'Office desk' },
  { fullName: 'Nadia Petrova', orderName: 'Laundry room' },
];

const REJECTIONS = [
  'Grain direction impossible on this sheet',
  'Walnut veneer is out of stock',
  'Sizes do not fit the models',
];

/**
 * A uuid (version 4 layout, so `z.uuid()` accepts it) that depends only on `index`: the same
 * fixtures, and the same short ids on screen, every time.
 */
export function fixtureUuid(index: number): string {
  let seed = Math.imul(index + 1, 0x9e3779b1) >>> 0;
  const hex = (length: number) => {
    let text = '';
    while (text.length < length) {
      // xorshift32: small, fast and the same everywhere.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      seed >>>= 0;
      text += (seed % 16).toString(16);
    }
    return text;
  };
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

/**
 * Minutes between an order's last change and `now`: a handful today and yesterday, then
 * thinning out over about 40 days, so each date filter choice shows a different set.
 */
function minutesAgo(index: number): number {
  return 25 + index * index * 29;
}

/**
 * The fixture order whose approval carried the shop's adjustment of its price (a discount with
 * its reason, docs/production/prices.md), when the shop has a price list.
 */
const ADJUSTED_FIXTURE = { index: 1, amount: -2500, reason: 'Repeat customer discount' } as const;

/** One stored order with its status history, as the server would hold them. */
interface AdminOrderFixture {
  order: StoredOrder;
  history: OrderStatusChange[];
  /** The shop's adjustment of the order's price, made when it was approved. */
  adjustment: PriceAdjustment | null;
}

/**
 * The mock API's stored orders at `now`: the sample order of the shared
 * catalogue fixture, taken in by the domain's acceptOrder (as the server does), with several
 * customers, and moved along by the domain's status machine to each of the five statuses in
 * turn, each move a minute or more apart and written in the history.
 */
export function adminOrderFixtures(now: Date): AdminOrderFixture[] {
  return Array.from({ length: ADMIN_ORDER_COUNT }, (_, index) => {
    const status = ORDER_STATUSES[index % ORDER_STATUSES.length] ?? 'Pending';
    const { language, ...customer } = CUSTOMERS[index % CUSTOMERS.length] ?? FIRST_CUSTOMER;
    const input = sampleOrderInput();
    const moves = MOVES_TO[status];
    const updatedAt = now.getTime() - minutesAgo(index) * 60_000;
    // Placed a while before its last change: an hour per move, plus a little.
    const placedAt = new Date(updatedAt - moves.length * 3_600_000 - (index % 4) * 600_000);
    let order = acceptOrder(
      {
        ...input,
        name: customer.orderName,
        customer: { ...input.customer, ...customer },
        ...(language === undefined ? {} : { language }),
      },
      catalogue,
      { uuid: fixtureUuid(index), now: placedAt },
    );
    const history: OrderStatusChange[] = [];
    let adjustment: PriceAdjustment | null = null;
    for (const [step, to] of moves.entries()) {
      const changedAt = new Date(updatedAt - (moves.length - 1 - step) * 3_600_000).toISOString();
      const reason = REJECTIONS[index % REJECTIONS.length] ?? '';
      const next = applyStatusMove(order, to, to === 'Rejected' ? reason : '');
      history.push({
        orderUuid: order.uuid,
        from: order.status,
        to: next.status,
        message: next.status === 'Rejected' ? next.message : '',
        admin: { id: MOCK_ADMIN.id, email: MOCK_ADMIN.email },
        changedAt,
      });
      order = { ...order, ...next, updatedAt: changedAt, version: order.version + 1 };
      if (to === 'Approved' && index === ADJUSTED_FIXTURE.index) {
        adjustment = {
          amount: ADJUSTED_FIXTURE.amount,
          reason: ADJUSTED_FIXTURE.reason,
          by: MOCK_ADMIN.email,
          at: changedAt,
        };
      }
    }
    return { order, history, adjustment };
  });
}
