export {
  currentLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from './languages';
export { SHARED, SHARED_NS } from './namespaces';
export {
  detectLanguage,
  languageAskedInAddress,
  loadLanguageTexts,
  setupI18n,
  switchLanguage,
} from './setup';
export { LanguageSwitcher } from './language-switcher';
