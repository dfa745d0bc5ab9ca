import { MESSAGES, type MessageKey } from '@cutshop/domain';
import type { TFunction } from 'i18next';

const KEY_BY_TEXT = new Map<string, MessageKey>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * The domain returns its validation texts in English (SPEC 5 and 8, word for word); this shows
 * them in the interface language. A text the domain does not know is shown as it is.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KEY_BY_TEXT.get(message);
  return key ? t(`messages.${key}`) : message;
}
