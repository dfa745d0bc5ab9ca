import { shortOrderId } from '../../order-draft';
import type { Part } from '../types';

/** Digits of the cabinet index in part ids and drawing names: `01`, `02`, … */
const INDEX_DIGITS = 2;

/** A 1-based item index written with at least two digits: 1 -> "01", 123 -> "123". */
export function paddedIndex(index: number): string {
  return String(index).padStart(INDEX_DIGITS, '0');
}

/**
 * The stable id of a part line (docs/production/outputs.md, "Part id"):
 * `{short order id}-{cabinet index, 2 digits}-{part code}`, e.g. `0a1b2c3d4e5f-01-side1`.
 */
export function partId(orderUuid: string, cabinetIndex: number, part: Pick<Part, 'code'>): string {
  return `${shortOrderId(orderUuid)}-${paddedIndex(cabinetIndex)}-${part.code}`;
}
