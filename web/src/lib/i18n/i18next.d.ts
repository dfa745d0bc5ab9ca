import 'i18next';
import type { enFeedback } from './locales/en/feedback';
import type { enItems } from './locales/en/items';
import type { enShell } from './locales/en/shell';

// Typed keys: `t('header.home')` is checked against the English texts at compile time. The
// shared namespace `translation` is registered here; each feature registers its own namespace
// beside its texts (features/ordering/locales/i18next.d.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
  }
  interface ResourceNamespaceMap {
    translation: typeof enShell & typeof enFeedback & typeof enItems;
  }
}
