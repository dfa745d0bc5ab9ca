import { isMessageKey } from '@cutshop/domain';
import type { TFunction } from 'i18next';

/**
 * Shows a domain message in the interface language by its code (a key of the domain's
 * MESSAGES: a field error's `code`, or a form error record's entry), with `values` for a
 * message that has placeholders (e.g. `statusChanged` with `{ shortId, status }`). Anything
 * that is not a code is shown as it is.
 */
export function translateMessage(
  t: TFunction,
  code: string | undefined,
  values?: Readonly<Record<string, string>>,
): string | undefined {
  if (code === undefined) return undefined;
  if (!isMessageKey(code)) return code;
  // The code is known only at run time, so i18next cannot type its placeholders here.
  const translate = t as (key: string, options?: Readonly<Record<string, string>>) => string;
  return translate(`messages.${code}`, values);
}
