import { PROPERTY_FLAGS, type PropertyFlag } from '@cutshop/domain';
import type { TFunction } from 'i18next';
import { BOUNDS_FIELDS, CONSTRUCTION_FIELDS } from './model-rules';

type BoundsField = (typeof BOUNDS_FIELDS)[number];
type ConstructionField = (typeof CONSTRUCTION_FIELDS)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The plain-word label of a model's field, by its path as the history names it
 * (`model.bounds.xmin` -> "Minimum width (mm)", `model.properties.doorWidth` -> "Customer sets
 * the door width", `model.construction.fixedShelves` -> "Fixed shelves"), in the language of
 * `t`. The `model.` prefix may be left out. A path that is no field of a model is returned as
 * it is.
 */
export function modelFieldLabel(field: string, t: TFunction<'admin'>): string {
  const path = field.startsWith('model.') ? field.slice('model.'.length) : field;
  const [group, key = '', ...rest] = path.split('.');
  if (rest.length > 0) return field;
  if (group === 'bounds' && isOneOf<BoundsField>(BOUNDS_FIELDS, key)) {
    return t(`catalogueModel.bounds.${key}`);
  }
  if (group === 'properties' && isOneOf<PropertyFlag>(PROPERTY_FLAGS, key)) {
    return t(`catalogueModel.flags.${key}`);
  }
  if (group === 'construction' && isOneOf<ConstructionField>(CONSTRUCTION_FIELDS, key)) {
    return t(`catalogueModel.construction.${key}`);
  }
  return field;
}
