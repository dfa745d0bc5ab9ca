import {
  customerSchema,
  emptyDraft,
  itemSchema,
  materialChoiceSchema,
  UNITS,
  type OrderDraft,
} from '@cutshop/domain';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const nullOr = <T>(value: unknown, parse: (v: unknown) => T | undefined): T | null | undefined =>
  value === null ? null : parse(value);

/**
 * The draft read back from storage, checked part by part with the domain's schemas. Storage
 * can hold anything (another version of the app, a hand edit): anything that does not pass
 * gives the empty draft rather than a screen that breaks on it.
 */
export function readPersistedDraft(value: unknown): OrderDraft {
  if (!isRecord(value)) return emptyDraft();
  const customer = nullOr(value.customer, (v) => customerSchema.safeParse(v).data);
  const color = nullOr(value.color, (v) => materialChoiceSchema.safeParse(v).data);
  const material = nullOr(value.material, (v) => materialChoiceSchema.safeParse(v).data);
  const cabinets = Array.isArray(value.cabinets)
    ? value.cabinets.map((item) => itemSchema.safeParse(item).data)
    : undefined;
  const unit = value.unit === null ? null : UNITS.find((candidate) => candidate === value.unit);
  const editIndex = value.cabinetEditIndex;
  if (
    customer === undefined ||
    color === undefined ||
    material === undefined ||
    unit === undefined ||
    cabinets === undefined ||
    cabinets.some((item) => item === undefined) ||
    typeof value.name !== 'string' ||
    typeof value.additionalNotes !== 'string'
  ) {
    return emptyDraft();
  }
  return {
    name: value.name,
    additionalNotes: value.additionalNotes,
    customer,
    color,
    material,
    cabinets: cabinets.filter((item) => item !== undefined),
    cabinetEditIndex:
      typeof editIndex === 'number' && editIndex >= 0 && editIndex < cabinets.length
        ? editIndex
        : null,
    unit,
  };
}
