import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from './languages';
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

/** The language the last switchLanguage call asked for, while its texts may still be coming. */
let lastAsked: string | null = null;

/**
 * Shows the interface in `language` once its texts are here (the language choice calls it). The
 * last call wins: a switch whose texts arrive after a later call asked for another language does
 * nothing (a tracking page asks for its order's language while the visitor's own may still be
 * loading after the page was adopted in its language: docs/architecture.md, "The tracking page,
 * walked through").
 */
export async function switchLanguage(language: string): Promise<void> {
  lastAsked = language;
  await loadLanguageTexts(language);
  if (lastAsked !== language) return;
  // The language shown already (and remembered when i18next started): changing to it again
  // would still tell every useTranslation, a store update React renders at once, the whole page
  // in one task (on /track, when the order's language is the page's: docs/architecture.md,
  // "The first pages: prerendered, one language at a time").
  if (i18next.language === language) return;
  await i18next.changeLanguage(language);
}

/**
 * The language asked for in the address (`?lang=es`: the language buttons' form, sent before the
 * page's scripts ran), taken out of the address so that a reload or a shared link follows the
 * choices made later.
 */
function takeAskedLanguage(): string | null {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get(LANGUAGE_PARAMETER);
  if (asked === null) return null;
  url.searchParams.delete(LANGUAGE_PARAMETER);
  window.history.replaceState(window.history.state, '', url);
  languageAsked = true;
  return asked;
}

let languageAsked = false;

/**
 * Whether the page was opened with a language asked for in the address (taken out since): a
 * choice the visitor made on this page before its scripts ran, which a page's own default (a
 * tracking page's order language) does not override.
 */
export function languageAskedInAddress(): boolean {
  return languageAsked;
}

/**
 * The language to show: the one `asked` for in the address, then the remembered choice, then the
 * first of the browser's languages the app has, English when none fits.
 */
export function detectLanguage(asked: string | null = null): Language {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage may be off (a private window's settings): the browser's languages decide.
  }
  const candidates = [asked, saved, ...(navigator.languages ?? []), navigator.language];
  for (const candidate of candidates) {
    const base = candidate?.split('-')[0]?.toLowerCase();
    const language = LANGUAGES.find((code) => code === base);
    if (language) return language;
  }
  return 'en';
}

/** Keeps the language shown for the next visit: in localStorage, and as the server's cookie. */
function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept; the browser's languages decide next time.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

/**
 * Starts i18next in the detected language (detectLanguage). The texts come separately
 * (loadLanguageTexts, each language its own chunk), and each feature adds its own namespace when
 * its code loads (addFeatureTexts), so /home downloads neither the other language nor those
 * texts. The language shown is remembered in localStorage and in a cookie, by which the server
 * picks the prerendered page's language; a language asked for in the address comes first, and is
 * remembered so.
 */
export function setupI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', (language) => {
    // The language the page shows ('es' for a detected 'es-MX'), as the prerendered pages say it.
    const shown = supported(language);
    document.documentElement.lang = shown;
    rememberLanguage(shown);
  });
  void i18next.use(initReactI18next).init({
    lng: detectLanguage(takeAskedLanguage()),
    resources: {},
    partialBundledLanguages: true,
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18next;
}
