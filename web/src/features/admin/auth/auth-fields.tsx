import { Alert, Checkbox } from '@chakra-ui/react';
import { useField } from 'react-final-form';

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
