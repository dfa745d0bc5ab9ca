import type { FieldMetaState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/translate-message';

/**
 * final-form turns an emptied field into `undefined`; the domain's form rules read every value
 * as text, so fields keep '' instead (as `parse` and `format` of a text field).
 */
export const keepText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A form error whose message has values: the code and what its placeholders read. */
export interface CodedError {
  code: string;
  values: Readonly<Record<string, string>>;
}

function isCodedError(error: unknown): error is CodedError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as CodedError).code === 'string' &&
    typeof (error as CodedError).values === 'object'
  );
}

/**
 * A field's message once the person has been in it (or changed it, or tried to send the form),
 * translated; never on a fresh form (docs/product.md §5). The form's validate (the domain's
 * rules) gives each bad field the code of its message, a shared text. A message with values
 * (the item's construction check: the size that fits) is about values already given, so it is
 * shown at once, also on an item opened for editing.
 */
export function useFieldError(meta: FieldMetaState<unknown>): string | undefined {
  const { t } = useTranslation();
  if (isCodedError(meta.error)) return translateMessage(t, meta.error.code, meta.error.values);
  const shown = meta.touched || meta.modified || meta.submitFailed;
  return shown && typeof meta.error === 'string' ? translateMessage(t, meta.error) : undefined;
}
