import { z } from 'zod';
import { codedIssue } from './errors';
import { MESSAGES } from './messages';

/**
 * Storage limits for free texts. Not in docs/product.md (the legacy product had none); they keep any
 * input inside the database columns. Over the limit -> MESSAGES.tooLong.
 */
export const TEXT_LIMITS = {
  shortText: 255,
  description: 20,
  notes: 5000,
  message: 2000,
} as const;

/** A one-line text (names, address, phone) or a multi-line one (notes, rejection message). */
type TextLines = 'single' | 'multi';

/**
 * What no text field may hold (docs/rules-and-defaults.md, "Texts and quantities"): an unpaired
 * UTF-16 surrogate (half of a character, not text at all: MariaDB's JSON columns refuse it) and
 * control characters (C0, DEL and C1). A multi-line text may hold tabs and line breaks.
 */
const FORBIDDEN: Readonly<Record<TextLines, RegExp>> = {
  single: /[\p{Cs}\p{Cc}]/u,
  multi: /(?![\t\n\r])[\p{Cs}\p{Cc}]/u,
};

/**
 * Characters that show nothing on their own: white space, format characters (zero-width space
 * and joiners, word joiner, byte order mark, direction marks), the other default-ignorable ones
 * (Hangul fillers, variation selectors), control characters, and the blank Braille pattern.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800]/gu;

/** Whether `text` holds a character no text of its kind may hold (see FORBIDDEN). */
export function hasForbiddenCharacters(text: string, lines: TextLines = 'single'): boolean {
  return FORBIDDEN[lines].test(text);
}

/** Whether `text` shows anything: a name of zero-width spaces only is as good as empty. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}

/**
 * A required text: trimmed, `requiredMessage` when missing or when nothing in it is visible,
 * MESSAGES.invalidFormat when it holds a forbidden character, `tooLongMessage` over `max`.
 * One issue at most per rule, so a field shows one message.
 */
export function requiredText(
  requiredMessage: string,
  max: number = TEXT_LIMITS.shortText,
  tooLongMessage: string = MESSAGES.tooLong,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .max(max, tooLongMessage)
    .superRefine((text, context) => {
      if (hasForbiddenCharacters(text)) {
        context.addIssue({ code: 'custom', ...codedIssue('invalidFormat') });
      } else if (!hasVisibleCharacter(text)) {
        context.addIssue({ code: 'custom', message: requiredMessage });
      }
    });
}

/**
 * An optional multi-line text (production notes, a rejection message): trimmed, up to `max`
 * (MESSAGES.tooLong), tabs and line breaks allowed, other forbidden characters refused with
 * MESSAGES.invalidFormat.
 */
export function multilineText(max: number) {
  return z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong)
    .refine((text) => !hasForbiddenCharacters(text, 'multi'), codedIssue('invalidFormat'));
}
