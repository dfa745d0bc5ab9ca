import type { FieldMetaState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/translate-message';

/**
 * final-form turns an emptied field into `undefined`; the domain's form rules read every value
 * as text, so fields keep '' instead (as `parse` and `format` of a text field).
 */
export const keepText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A field's message once the person has been in it (or changed it, or tried to send the form),
 * translated; never on a fresh form (docs/product.md §5). The form's validate (the domain's
 * rules) gives each bad field the code of its message, a shared text.
 */
export function useFieldError(meta: FieldMetaState<unknown>): string | undefined {
  const { t } = useTranslation();
  const shown = meta.touched || meta.modified || meta.submitFailed;
  return shown && typeof meta.error === 'string' ? translateMessage(t, meta.error) : undefined;
}
