import {
  C_PROFILE_HINT_MM,
  FRONT_DRAWER_HOLES,
  ITEM_MATERIALS,
  J_PROFILE_HINT_MM,
  MAX_SHELF_LEVEL,
  OPTION_KINDS,
  ORIENTATIONS,
  askedOptionFields,
  parseDimension,
  shelfQuantityChoices,
  toMillimetres,
  type OptionField,
  type PropertyFlags,
  type Unit,
} from '@cutshop/domain';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SHARED } from '../../../../lib/i18n';
import {
  ChoiceField,
  DimensionField,
  SelectField,
  YesNoFormField,
  type Choice,
} from '../../components/form-fields';

interface OptionInputProps {
  field: OptionField;
  unit: Unit;
  typeName: string;
}

const counts = (numbers: readonly number[]): Choice[] =>
  numbers.map((count) => ({ value: String(count), label: String(count) }));

const PROFILE_HINTS: Partial<Record<OptionField, number>> = {
  jheight: J_PROFILE_HINT_MM.height,
  jdeep: J_PROFILE_HINT_MM.depth,
  cheight: C_PROFILE_HINT_MM.height,
  cdeep: C_PROFILE_HINT_MM.depth,
};

/**
 * The options the form asks for as it stands: one adjustable shelf height per shelf chosen
 * (the domain's askedOptionFields, which the rules read too), so the list follows the count.
 */
export function OptionInputs({
  properties,
  unit,
  typeName,
}: Omit<OptionInputProps, 'field'> & { properties: PropertyFlags }) {
  const shelfQuantity = useField<string>('shelfquantity', { subscription: { value: true } }).input
    .value;
  return askedOptionFields(properties, shelfQuantity).map((field) => (
    <OptionInput key={field} field={field} unit={unit} typeName={typeName} />
  ));
}

/** One option of the item form, drawn by its kind (the domain's OPTION_KINDS). */
export function OptionInput({ field, unit, typeName }: OptionInputProps) {
  const { t } = useTranslation('wizard');
  const label = t(`options.fields.${field}`, SHARED);
  const placeholder = t('form.choose');

  switch (OPTION_KINDS[field]) {
    case 'boolean':
      return <YesNoFormField name={field} label={label} required />;
    case 'orientation':
      return (
        <ChoiceField
          name={field}
          label={label}
          choices={ORIENTATIONS.map((value) => ({
            value,
            label:
              value === 'Vertical'
                ? t('options.vertical', SHARED)
                : t('options.horizontal', SHARED),
          }))}
        />
      );
    case 'material':
      return (
        <ChoiceField
          name={field}
          label={label}
          choices={ITEM_MATERIALS.map((value) => ({
            value,
            label:
              value === 'Finish'
                ? t('options.materialFinish', SHARED)
                : t('options.materialCabinet', SHARED),
          }))}
        />
      );
    case 'frontDrawerHoles':
      return (
        <SelectField
          name={field}
          label={label}
          placeholder={placeholder}
          choices={FRONT_DRAWER_HOLES.map((holes) => ({
            value: String(holes),
            label: t(`options.holes.h${holes}`, SHARED),
          }))}
        />
      );
    case 'shelfLevel':
      return (
        <SelectField
          name={field}
          label={label}
          placeholder={placeholder}
          choices={counts(Array.from({ length: MAX_SHELF_LEVEL + 1 }, (_, level) => level))}
        />
      );
    case 'shelfQuantity':
      return <ShelfQuantityInput label={label} unit={unit} typeName={typeName} />;
    case 'profile':
      return (
        <DimensionField
          name={field}
          label={label}
          unit={unit}
          mmOnly
          required
          hint={t('options.profileHint', { size: PROFILE_HINTS[field] })}
        />
      );
    case 'shelfHeight':
      return (
        <DimensionField name={field} label={label} unit={unit} hint={t('options.heightHint')} />
      );
    case 'measurement':
      return (
        <DimensionField name={field} label={label} unit={unit} required={field !== 'wheight'} />
      );
  }
}

/**
 * Shelf count: the choices depend on the type and the cabinet height entered (docs/product.md §4
 * and §9).
 */
function ShelfQuantityInput({
  label,
  unit,
  typeName,
}: Omit<OptionInputProps, 'field'> & { label: string }) {
  const { t } = useTranslation('wizard');
  const height = useField<string>('y', { subscription: { value: true } }).input.value;
  const parsed = typeof height === 'string' ? parseDimension(height, unit) : null;
  const heightMm = parsed === null ? null : toMillimetres(parsed, unit);
  return (
    <SelectField
      name="shelfquantity"
      label={label}
      placeholder={t('form.choose')}
      choices={counts(shelfQuantityChoices(typeName, heightMm))}
    />
  );
}
