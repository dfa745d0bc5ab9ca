import { ValidationError, fieldError } from './errors';
import type { MaterialChoice, MaterialType } from './schemas';
import { TEXT_LIMITS } from './text-schemas';
import type { MessageKey } from './messages';
import type { Unit } from './units';
import { parseDimension } from './units';

/** The custom cabinet/finish material form as entered; grain is 'true'/'false' or ''. */
export interface MaterialFormValues {
  name: string;
  x: string;
  y: string;
  z: string;
  grain: string;
}

export function emptyMaterialFormValues(): MaterialFormValues {
  return { name: '', x: '', y: '', z: '', grain: '' };
}

const SIZE_FIELDS = ['x', 'y', 'z'] as const;

/**
 * The custom material form's validation (docs/product.md §5): name and grain 'Required'; x, y, z 'Required'
 * or 'invalid format' (in inches: whole, decimal, fraction or mixed number; a size must be above
 * zero). Field -> message code (a key of MESSAGES), empty when valid.
 */
export function validateMaterialForm(
  values: MaterialFormValues,
  unit: Unit,
): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'Required';
  else if (name.length > TEXT_LIMITS.shortText) errors.name = 'tooLong';
  for (const field of SIZE_FIELDS) {
    const text = values[field].trim();
    if (text === '') {
      errors[field] = 'Required';
      continue;
    }
    const size = parseDimension(text, unit);
    if (size === null || size <= 0) errors[field] = 'invalidFormat';
  }
  if (values.grain !== 'true' && values.grain !== 'false') errors.grain = 'Required';
  return errors;
}

/**
 * The custom material a valid form describes (`custom: true`, sizes to two decimals in `unit`).
 * Throws a ValidationError when the form is not valid.
 */
export function materialFromFormValues(
  values: MaterialFormValues,
  unit: Unit,
  materialType: MaterialType,
): MaterialChoice {
  const errors = validateMaterialForm(values, unit);
  const size = (field: (typeof SIZE_FIELDS)[number]) => parseDimension(values[field], unit);
  const [x, y, z] = [size('x'), size('y'), size('z')];
  if (Object.keys(errors).length > 0 || x === null || y === null || z === null) {
    throw new ValidationError(Object.entries(errors).map(([path, code]) => fieldError(path, code)));
  }
  return {
    id: null,
    name: values.name.trim(),
    x,
    y,
    z,
    grain: values.grain === 'true',
    unit,
    custom: true,
    materialType,
  };
}

/** The form values of a stored custom material, to edit it again. */
export function materialFormValuesFrom(material: MaterialChoice): MaterialFormValues {
  const text = (value: number | boolean | null) => (value === null ? '' : String(value));
  return {
    name: material.name,
    x: text(material.x),
    y: text(material.y),
    z: text(material.z),
    grain: text(material.grain),
  };
}

/** A ready-made colour or finish chosen from a catalogue tile. */
export function readyMadeMaterial(tile: { id: number; name: string }, unit: Unit): MaterialChoice {
  return {
    id: tile.id,
    name: tile.name,
    x: null,
    y: null,
    z: null,
    grain: null,
    unit,
    custom: false,
  };
}
