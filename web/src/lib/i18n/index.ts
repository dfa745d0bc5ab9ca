export { currentLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './languages';
export { SHARED, SHARED_NS } from './namespaces';
export { setupI18n } from './setup';
export { LanguageSwitcher } from './language-switcher';
