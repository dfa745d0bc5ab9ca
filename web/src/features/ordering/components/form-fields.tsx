import {
  Checkbox,
  Field as ChakraField,
  Input,
  NativeSelect,
  RadioGroup,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import {
  DimensionInput,
  RequiredMarker,
  YesNoField,
  type YesNoValue,
} from '@cutshop/design-system';
import type { Unit } from '@cutshop/domain';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useField, type FieldMetaState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SHARED } from '../../../lib/i18n';
import { translateMessage } from '../../../lib/i18n/translate-message';

/**
 * final-form turns an emptied field into `undefined`; the domain's form rules read every value
 * as text, so fields keep '' instead.
 */
const keepText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A message once the person has been in the field (or changed it), translated: the form's
 * validate (the domain's rules) gives each bad field the code of its message.
 */
function useFieldError(meta: FieldMetaState<string>): string | undefined {
  // Field messages are shared texts (the default namespace), not the wizard's.
  const { t } = useTranslation();
  const shown = meta.touched || meta.modified || meta.submitFailed;
  return shown && typeof meta.error === 'string' ? translateMessage(t, meta.error) : undefined;
}

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required?: boolean;
  maxLength?: number;
  hint?: string;
  multiline?: boolean;
}

/** A labelled text input (or textarea) bound to the surrounding final-form form. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  required,
  maxLength,
  hint,
  multiline = false,
}: TextFieldProps) {
  const { input, meta } = useField<string>(name, { parse: keepText, format: keepText });
  const error = useFieldError(meta);
  return (
    <ChakraField.Root invalid={Boolean(error)} required={required}>
      <ChakraField.Label>
        {label}
        <ChakraField.RequiredIndicator />
      </ChakraField.Label>
      {multiline ? (
        <Textarea {...input} rows={6} maxLength={maxLength} autoresize />
      ) : (
        <Input {...input} type={type} autoComplete={autoComplete} maxLength={maxLength} />
      )}
      {hint && <ChakraField.HelperText>{hint}</ChakraField.HelperText>}
      {error && <ChakraField.ErrorText>{error}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}

interface DimensionFieldProps {
  name: string;
  label: string;
  unit: Unit;
  mmOnly?: boolean;
  hint?: string;
  required?: boolean;
}

/** A length in the order's unit (fractions in inches), bound to the surrounding form. */
export function DimensionField({ name, label, unit, mmOnly, hint, required }: DimensionFieldProps) {
  const { t } = useTranslation('wizard');
  const { input, meta } = useField<string>(name, { parse: keepText, format: keepText });
  const error = useFieldError(meta);
  return (
    <DimensionInput
      name={name}
      label={label}
      unit={unit}
      mmOnly={mmOnly}
      hint={hint}
      required={required}
      value={input.value}
      onChange={input.onChange}
      onFocus={() => input.onFocus()}
      onBlur={() => input.onBlur()}
      error={error}
      confirmationText={(decimal, fieldUnit) =>
        t('form.confirmation', { value: decimal, unit: t(`units.short.${fieldUnit}`) })
      }
    />
  );
}

/** A yes / no question stored as 'true' / 'false'; `required` shows the required marker. */
export function YesNoFormField({
  name,
  label,
  required = false,
}: {
  name: string;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation('wizard');
  const { input, meta } = useField<string>(name, { parse: keepText, format: keepText });
  const error = useFieldError(meta);
  const value: YesNoValue = input.value === 'true' || input.value === 'false' ? input.value : '';
  return (
    <YesNoField
      name={name}
      label={label}
      value={value}
      onChange={(answer) => {
        input.onChange(answer);
        input.onBlur();
      }}
      onBlur={() => input.onBlur()}
      yesLabel={t('common.yes', SHARED)}
      noLabel={t('common.no', SHARED)}
      error={error}
      required={required}
    />
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** One answer among a few, as radio buttons; always required, marked as the YesNoField is. */
export function ChoiceField({
  name,
  label,
  choices,
}: {
  name: string;
  label: string;
  choices: Choice[];
}) {
  const { input, meta } = useField<string>(name, { parse: keepText, format: keepText });
  const error = useFieldError(meta);
  return (
    <ChakraField.Root invalid={Boolean(error)} required>
      <RadioGroup.Root
        name={name}
        value={input.value === '' ? null : input.value}
        onValueChange={(details) => {
          input.onChange(details.value ?? '');
          input.onBlur();
        }}
        colorPalette="brand"
        aria-invalid={error ? true : undefined}
        aria-required
      >
        <RadioGroup.Label>
          {label}
          <RequiredMarker />
        </RadioGroup.Label>
        <Stack direction="row" gap="4" mt="2" wrap="wrap">
          {choices.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error && <ChakraField.ErrorText>{error}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}

/** One answer from a list, as a native select (best on phones). */
export function SelectField({
  name,
  label,
  choices,
  placeholder,
}: {
  name: string;
  label: string;
  choices: Choice[];
  placeholder: string;
}) {
  const { input, meta } = useField<string>(name, { parse: keepText, format: keepText });
  const error = useFieldError(meta);
  return (
    <ChakraField.Root invalid={Boolean(error)} required>
      <ChakraField.Label>
        {label}
        <ChakraField.RequiredIndicator />
      </ChakraField.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...input}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <ChakraField.ErrorText>{error}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}

/** A checkbox that adds or removes `value` in a list field (the customer form's `checked`). */
export function CheckboxListField({
  name,
  value,
  label,
}: {
  name: string;
  value: string;
  label: string;
}) {
  const { input } = useField<string[]>(name, {
    format: (current: unknown) => (Array.isArray(current) ? current : []),
  });
  const list = input.value;
  const checked = list.includes(value);
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => {
        const rest = list.filter((entry) => entry !== value);
        input.onChange(details.checked === true ? [...rest, value] : rest);
      }}
      colorPalette="brand"
    >
      <Checkbox.HiddenInput name={name} value={value} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
