import type { OptionField } from './item-options';
import { OPTION_FIELDS } from './item-options';
import type { Item } from './item-schema';

/**
 * The item form as entered: every value a string, '' when empty. Booleans are 'true'/'false',
 * dimensions are typed in the order's unit (fractions allowed in inches), the C and J profile
 * sizes in millimetres. An option field that is missing counts as ''.
 */
export type ItemFormValues = {
  x: string;
  y: string;
  z: string;
  quantity: string;
  description: string;
} & Partial<Record<OptionField, string>>;

/** A fresh item form: quantity 1 (docs/product.md §9 default), everything else empty. */
export function emptyItemFormValues(): ItemFormValues {
  const values: ItemFormValues = { x: '', y: '', z: '', quantity: '1', description: '' };
  for (const field of OPTION_FIELDS) values[field] = '';
  return values;
}

function asText(value: number | boolean | string | null): string {
  return value === null ? '' : String(value);
}

/**
 * The form values of a built item: to pre-fill the form when an item is edited, and to run the
 * item rules on an item the server received (one rule implementation for both).
 */
export function itemFormValuesFromItem(item: Item): ItemFormValues {
  const values: ItemFormValues = {
    x: asText(item.x),
    y: asText(item.y),
    z: asText(item.z),
    quantity: asText(item.quantity),
    description: item.description,
  };
  for (const field of OPTION_FIELDS) values[field] = asText(item[field]);
  return values;
}
