import { ORDER_STATUSES, type OrderStatus } from '@cutshop/domain';

/** Sample rows for the stories: the shape the app maps its orders to. */
export interface SampleOrder {
  uuid: string;
  shortId: string;
  updatedAgo: string;
  customerName: string;
  orderName: string;
  status: OrderStatus;
}

const customers = ['Ana Torres', 'Bruce Keller', 'Chen Wei', 'Dana Okafor', 'Emilio Ruiz'];
const orders = ['Kitchen island', 'Laundry room', 'Garage shelves', 'Bathroom vanity', 'Pantry'];

/** `count` orders with varied statuses and names, newest first. */
export function sampleOrders(count: number, offset = 0): SampleOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const shortId = (0x9f2c4e1a7b3d + n * 7919).toString(16).slice(-12);
    return {
      uuid: `0d6f1c2e-4b1a-4c3e-9a77-${shortId}`,
      shortId,
      updatedAgo: n === 0 ? 'Updated just now' : `Updated ${n * 5} minutes ago`,
      customerName: customers[n % customers.length] ?? 'Ana Torres',
      orderName: orders[n % orders.length] ?? 'Kitchen',
      status: ORDER_STATUSES[n % ORDER_STATUSES.length] ?? 'Pending',
    };
  });
}
