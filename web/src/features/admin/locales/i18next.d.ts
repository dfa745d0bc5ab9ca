import 'i18next';
import type { enAdmin } from './en';

// The admin area's own namespace, typed from its English texts (`t('auth.login.welcome')` is
// checked at compile time), registered the same way as the wizard's.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    admin: typeof enAdmin;
  }
}
