import { Checkbox, Field, Input } from '@chakra-ui/react';
import { formatDecimal, fromMillimetres } from '@cutshop/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The catalogue node form's own fields: a name and a sheet size in millimetres with its inch
 * hint, each with its label, its message under it (`aria-invalid`, `aria-describedby` through
 * Chakra's Field) and nothing typed ever lost.
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

const numberText = (value: number) => (Number.isFinite(value) ? String(value) : '');

/** What was typed as a number; NaN when empty or unreadable (the rules refuse it). */
function readNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? NaN : Number(trimmed);
}

interface MillimetreInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/** A length in millimetres, kept as typed, with its value in inches hinted beside it. */
export function MillimetreInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: MillimetreInputProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(() => numberText(value));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!Object.is(readNumber(text), value)) setText(numberText(value));
  }
  const hint = Number.isFinite(value)
    ? t('catalogue.form.inches', { inches: formatDecimal(fromMillimetres(value, 'in')) })
    : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        value={text}
        inputMode="decimal"
        autoComplete="off"
        onBlur={onBlur}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const number = readNumber(next);
          setShown(number);
          onChange(number);
        }}
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
