import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { enShell } from './locales/en/shell';
import { esShell } from './locales/es/shell';
import { LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages';

/**
 * Starts i18next with the texts of the first page: the remembered choice first, then the
 * browser's language, English when neither is supported. Each feature adds its own namespace
 * when its code loads (addFeatureTexts), so /home does not download those texts.
 */
export function setupI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: enShell }, es: { translation: esShell } },
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
    });
  return i18next;
}
