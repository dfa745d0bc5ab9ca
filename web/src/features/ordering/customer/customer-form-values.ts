import { customerSchema, errorRecord, fieldErrorsFromZod, type Customer } from '@cutshop/domain';
import type { RememberedCustomer } from '../state/remembered-customer';

/**
 * The customer form as entered (docs/product.md §3): the five fields and `checked` (may hold
 * 'remember').
 */
export interface CustomerFormValues extends Record<keyof Customer, string> {
  checked: string[];
}

export const REMEMBER = 'remember';

const EMPTY: Customer = { fullName: '', address: '', email: '', phoneNumber: '', orderName: '' };

/**
 * The form's starting values: the draft's customer, else the remembered person (with an empty
 * order name: the order is new), else empty.
 */
export function initialCustomerValues(
  draftCustomer: Customer | null,
  remembered: RememberedCustomer | null,
): CustomerFormValues {
  return {
    ...EMPTY,
    ...(draftCustomer ?? remembered),
    checked: remembered ? [REMEMBER] : [],
  };
}

/** The customer form's rules are the shared schema's (docs/product.md §5): field -> message. */
export function validateCustomer(values: CustomerFormValues): Record<string, string> {
  const result = customerSchema.safeParse(values);
  return result.success ? {} : errorRecord(fieldErrorsFromZod(result.error));
}

/**
 * Builds the customer schema and runs it once, on an empty form: the form checks its values when
 * it mounts (docs/product.md §5), and the schema's first check (built on first use) was most of
 * that render's work, one unit React cannot slice (wizard-screens.ts runs this in a task of its
 * own before the screen's first render).
 */
export function prepareCustomerForm(): void {
  validateCustomer(initialCustomerValues(null, null));
}

/** The customer a valid form describes (trimmed, as the schema reads it). */
export function customerFromValues(values: CustomerFormValues): Customer {
  return customerSchema.parse(values);
}
