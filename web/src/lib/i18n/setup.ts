import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './languages';
import { SHARED_NS } from './namespaces';

/**
 * The app-wide texts of each language, each its own chunk: a page loads only the language it
 * shows (a visitor who switches loads the other then).
 */
const SHELL_TEXTS: Record<Language, () => Promise<object>> = {
  en: () => import('./locales/en/shell').then((module) => module.enShell),
  es: () => import('./locales/es/shell').then((module) => module.esShell),
};

const loaded = new Map<Language, Promise<void>>();

/** The supported language for a detected code ('es-MX' -> 'es'), English when none fits. */
function supported(language: string | undefined): Language {
  const base = language?.split('-')[0];
  return LANGUAGES.find((candidate) => candidate === base) ?? 'en';
}

/** Fetches a language's app-wide texts into i18next, once (a failure is forgotten). */
export function loadLanguageTexts(language: string): Promise<void> {
  const code = supported(language);
  let loading = loaded.get(code);
  if (!loading) {
    loading = SHELL_TEXTS[code]().then(
      (texts) => {
        i18next.addResourceBundle(code, SHARED_NS, texts, true, false);
      },
      (error: unknown) => {
        loaded.delete(code);
        throw error;
      },
    );
    loaded.set(code, loading);
  }
  return loading;
}

/** Shows the interface in `language` once its texts are here (the language choice calls it). */
export async function switchLanguage(language: string): Promise<void> {
  await loadLanguageTexts(language);
  await i18next.changeLanguage(language);
}

/**
 * Starts i18next: the remembered choice first, then the browser's language, English when
 * neither is supported. The texts come separately (loadLanguageTexts, each language its own
 * chunk), and each feature adds its own namespace when its code loads (addFeatureTexts), so
 * /home downloads neither the other language nor those texts. The choice is remembered in
 * localStorage and in a cookie, by which the server picks the prerendered page's language.
 */
export function setupI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', (language) => {
    // The language the page shows ('es' for a detected 'es-MX'), as the prerendered pages say it.
    document.documentElement.lang = supported(language);
  });
  void i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: {},
      partialBundledLanguages: true,
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupCookie: LANGUAGE_COOKIE,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
        caches: ['localStorage', 'cookie'],
      },
    });
  return i18next;
}

/** i18next started and the texts of its detected language loaded (what a first render needs). */
export async function setupI18nWithTexts(): Promise<typeof i18next> {
  const i18n = setupI18n();
  await loadLanguageTexts(i18n.resolvedLanguage ?? i18n.language);
  return i18n;
}
