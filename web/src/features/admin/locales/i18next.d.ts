import 'i18next';
import type { enAdmin } from './en';
import type { enProduction } from './en/production';

// The admin area's own namespace, typed from its English texts (`t('auth.login.welcome')` is
// checked at compile time), registered the same way as the wizard's; its production texts are
// added with the signed-in chunk (production-texts.ts).
declare module 'i18next' {
  interface ResourceNamespaceMap {
    admin: typeof enAdmin & { production: typeof enProduction };
  }
}
