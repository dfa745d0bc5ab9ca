import { customerSchema, onFirstUse, type Customer } from '@cutshop/domain';

/** Where the customer's details are kept when 'Remember my info' is ticked. */
export const REMEMBERED_CUSTOMER_KEY = 'cutshop:customer';

/**
 * What 'Remember my info' keeps: the person (name, e-mail, phone, address), not the order: the
 * order name belongs to one order and starts empty on the next.
 */
export type RememberedCustomer = Omit<Customer, 'orderName'>;

const rememberedCustomerSchema = onFirstUse(() => customerSchema.omit({ orderName: true }));

/**
 * The remembered customer, or null when none was kept (or what was kept is unreadable). An
 * order name kept by an earlier version is dropped.
 */
export function readRememberedCustomer(): RememberedCustomer | null {
  // None where there is no storage: the build prerenders /step1 in Node (web/src/entry-server.tsx).
  if (typeof localStorage === 'undefined') return null;
  const text = localStorage.getItem(REMEMBERED_CUSTOMER_KEY);
  if (text === null) return null;
  try {
    const parsed = rememberedCustomerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the person's details in the browser for the next orders, or removes them. */
export function rememberCustomer(customer: Customer | null): void {
  if (customer) {
    const person: RememberedCustomer = {
      fullName: customer.fullName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
      address: customer.address,
    };
    localStorage.setItem(REMEMBERED_CUSTOMER_KEY, JSON.stringify(person));
  } else {
    localStorage.removeItem(REMEMBERED_CUSTOMER_KEY);
  }
}
