import { Field as ChakraField, Input, Textarea } from '@chakra-ui/react';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useField } from 'react-final-form';
import { keepText, useFieldError } from '../lib/forms/field-helpers';

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  required?: boolean;
  maxLength?: number;
  /** The field's own help, read out with it (e.g. the password rules). */
  hint?: string;
  multiline?: boolean;
}

/**
 * A labelled text input (or textarea) bound to the surrounding final-form form: the wizard's
 * customer and item fields and the admin's e-mail and password fields alike. Its message (the
 * domain's code, translated) shows once the person has typed in it or left it.
 */
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
