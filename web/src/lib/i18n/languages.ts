export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Where the visitor's language choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'cutshop:language';
/**
 * The same choice as a cookie, by which the server sends a prerendered page in that language
 * (bff web-app.ts reads it by this name).
 */
export const LANGUAGE_COOKIE = 'cutshop-language';
/**
 * The query parameter of the language choice made before the page's scripts ran (`/home?lang=es`,
 * the language buttons' form): the server sends the page in it (bff web-app.ts reads it by this
 * name), and the app takes it as the visitor's choice.
 */
export const LANGUAGE_PARAMETER = 'lang';

/** The supported language the interface currently shows (region dropped: 'es-MX' -> 'es'). */
export function currentLanguage(language: string | undefined): Language {
  const base = language?.split('-')[0];
  return LANGUAGES.find((candidate) => candidate === base) ?? 'en';
}
