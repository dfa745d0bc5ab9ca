import 'i18next';
import type { enWizard } from './en';

// The wizard's own namespace, typed from its English texts (`t('step1.title')` is checked at
// compile time). Another feature registers its namespace the same way, beside its texts.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    wizard: typeof enWizard;
  }
}
