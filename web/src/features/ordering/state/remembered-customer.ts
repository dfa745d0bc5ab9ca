import { customerSchema, type Customer } from '@cutshop/domain';

/** Where the customer's details are kept when 'Remember my info' is ticked. */
export const REMEMBERED_CUSTOMER_KEY = 'cutshop:customer';

/** The remembered customer, or null when none was kept (or what was kept is unreadable). */
export function readRememberedCustomer(): Customer | null {
  // None where there is no storage: the build's prerender of /step1 runs in Node.
  if (typeof localStorage === 'undefined') return null;
  const text = localStorage.getItem(REMEMBERED_CUSTOMER_KEY);
  if (text === null) return null;
  try {
    const parsed = customerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the customer's details in the browser for the next orders, or removes them. */
export function rememberCustomer(customer: Customer | null): void {
  if (customer) localStorage.setItem(REMEMBERED_CUSTOMER_KEY, JSON.stringify(customer));
  else localStorage.removeItem(REMEMBERED_CUSTOMER_KEY);
}
