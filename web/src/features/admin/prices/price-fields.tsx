import { Checkbox, Field, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * The price list form's fields: a decimal amount with its unit beside it (a currency code or
 * "%"), a choice from a list, and a yes/no. Each has its label, its hint and its message under
 * it (`aria-invalid` through Chakra's Field; a decimal's hint and message are its description,
 * named by the field itself so a message that appears later, in a dialog too, is read with it);
 * the text typed is kept as typed, so a refused value can be corrected.
 */

interface DecimalFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Shown at the end of the input: the currency code, or "%". */
  unit: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

export function DecimalField({
  label,
  value,
  onChange,
  unit,
  error,
  hint,
  required,
}: DecimalFieldProps) {
  const hintId = useId();
  const errorId = useId();
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup endElement={unit} endElementProps={{ 'aria-hidden': true, color: 'fg.muted' }}>
        <Input
          value={value}
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
      {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      {error && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  error?: string;
  hint?: string;
}

export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
}: SelectFieldProps<Value>) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.currentTarget.value);
            if (next) onChange(next.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
