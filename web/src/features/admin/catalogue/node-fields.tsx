import { Checkbox, Field, Input } from '@chakra-ui/react';

/**
 * The catalogue node form's own fields: a name and a yes/no choice, each with its label and
 * its message under it (`aria-invalid`, `aria-describedby` through Chakra's Field). Sheet sizes
 * use the model editor's MillimetreField.
 */

interface TextInputFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

export function NodeTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  disabled,
}: TextInputFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A yes/no choice (the sheet's grain). */
export function NodeCheckField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
      disabled={disabled}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
