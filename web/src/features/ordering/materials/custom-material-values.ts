import {
  convert,
  emptyMaterialFormValues,
  materialFormValuesFrom,
  type MaterialChoice,
  type MaterialFormValues,
  type Unit,
} from '@cutshop/domain';

/**
 * The custom form's starting values: the custom material already chosen for this kind (its
 * sizes shown in the order's current unit), or an empty form.
 */
export function initialCustomMaterialValues(
  current: MaterialChoice | null,
  unit: Unit,
): MaterialFormValues {
  if (!current?.custom) return emptyMaterialFormValues();
  const values = materialFormValuesFrom(current);
  if (current.unit === unit) return values;
  const inUnit = (size: number | null) =>
    size === null ? '' : String(convert(size, current.unit, unit));
  return { ...values, x: inUnit(current.x), y: inUnit(current.y), z: inUnit(current.z) };
}
