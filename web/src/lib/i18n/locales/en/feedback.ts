import { MESSAGES } from '@cutshop/domain';

/**
 * English texts any feature's screen may show but the first page does not: why a screen could
 * not be shown, and the domain's field and form messages (its own texts, word for word). Added
 * to the shared namespace with a feature's texts (addFeatureTexts).
 */
export const enFeedback = {
  errors: {
    loadTitle: 'The catalogue could not be loaded',
    loadText: 'Check your connection and try again.',
    retry: 'Try again',
    unexpectedTitle: 'Something went wrong',
    unexpectedText: 'This page could not be shown. Your order draft is kept.',
    home: 'Go to the start',
  },
  messages: { ...MESSAGES },
};
