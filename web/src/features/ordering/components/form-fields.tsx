import { Checkbox, Field as ChakraField, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import {
  DimensionInput,
  RequiredMarker,
  YesNoField,
  type YesNoValue,
} from '@cutshop/design-system';
import type { Unit } from '@cutshop/domain';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { SHARED } from '../../../lib/i18n';
import { keepText, useFieldError } from '../../../lib/forms/field-helpers';

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
        t('form.confirmation', { value: decimal, unit: t(`units.short.${fieldUnit}`, SHARED) })
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
