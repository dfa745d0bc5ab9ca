import { z } from 'zod';
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

/** A required text: trimmed, `requiredMessage` when empty or missing, limited in length. */
export function requiredText(requiredMessage: string, max: number = TEXT_LIMITS.shortText) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, MESSAGES.tooLong);
}
