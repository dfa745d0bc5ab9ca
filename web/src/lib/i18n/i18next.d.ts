import 'i18next';
import type { AllTexts } from './locales/types';

// Typed keys: `t('step1.title')` is checked against the English texts at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AllTexts };
  }
}
