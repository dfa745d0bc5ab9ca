import 'i18next';
import type { enWizard } from './en';
import type { enWizardProduction } from './production-en';

// The wizard's own namespace, typed from its English texts (`t('step1.title')` is checked at
// compile time). Another feature registers its namespace the same way, beside its texts. The
// drawing and hardware texts belong to it too, but are added when their screens load
// (production.ts), so the wizard's first screens do not download them.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    wizard: typeof enWizard & typeof enWizardProduction;
  }
}
