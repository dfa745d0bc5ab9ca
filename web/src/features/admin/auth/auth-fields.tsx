import { Alert, Checkbox, Field as ChakraField, Input } from '@chakra-ui/react';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message';

/** final-form turns an emptied field into `undefined`; the domain's rules read text. */
const keepText = (value: unknown) => (typeof value === 'string' ? value : '');

interface AuthTextFieldProps {
  name: string;
  label: string;
  type?: 'email' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** The field's own help, read out with it (e.g. the password rules). */
  hint?: string;
}

/**
 * A labelled e-mail or password input bound to the surrounding final-form form. Its message
 * (the domain's code, translated) shows once the person has typed in it or left it, never on a
 * fresh form (docs/product.md §5).
 */
export function AuthTextField({
  name,
  label,
  type = 'email',
  autoComplete,
  hint,
}: AuthTextFieldProps) {
  // Field messages are shared texts (the default namespace).
  const { t } = useTranslation();
  const { input, meta } = useField<string>(name, { parse: keepText, format: keepText });
  const shown = meta.touched || meta.modified || meta.submitFailed;
  const error =
    shown && typeof meta.error === 'string' ? translateMessage(t, meta.error) : undefined;
  return (
    <ChakraField.Root invalid={Boolean(error)} required>
      <ChakraField.Label>
        {label}
        <ChakraField.RequiredIndicator />
      </ChakraField.Label>
      <Input {...input} type={type} autoComplete={autoComplete} />
      {hint && <ChakraField.HelperText>{hint}</ChakraField.HelperText>}
      {error && <ChakraField.ErrorText>{error}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}

/** A yes/no choice kept as a boolean (e.g. "Remember me"). */
export function AuthCheckboxField({ name, label }: { name: string; label: string }) {
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <Checkbox.Root
      checked={input.checked === true}
      onCheckedChange={(details) => input.onChange(details.checked === true)}
      colorPalette="brand"
    >
      <Checkbox.HiddenInput name={name} onBlur={input.onBlur} onFocus={input.onFocus} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The outcome of a form, read out when it appears: an error (role alert) or a confirmation
 * (role status).
 */
export function FormOutcome({ tone, children }: { tone: 'error' | 'success'; children: string }) {
  return (
    <Alert.Root
      status={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      variant="subtle"
      borderRadius="l2"
    >
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
