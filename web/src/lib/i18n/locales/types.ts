import type { FlatNamespace, TypeOptions } from 'i18next';
import type { Language } from '../languages';

/**
 * The shape another language fills in for English texts: the same keys, any text. A key missing
 * in a translation is a type error.
 */
export type Translation<English> = {
  [K in keyof English]: English[K] extends string ? string : Translation<English[K]>;
};

/**
 * The English texts of a namespace, as registered with i18next's `ResourceNamespaceMap`: the
 * shared namespace in `lib/i18n/i18next.d.ts`, each feature's own in its `locales/` folder.
 */
export type EnglishTexts<N extends FlatNamespace> = TypeOptions['resources'][N];

/** Texts in every language: English as written, the others with its keys. */
export type TextsInEveryLanguage<English> = { en: English } & {
  [L in Exclude<Language, 'en'>]: Translation<English>;
};

/** One namespace's texts in every language. */
export type NamespaceTexts<N extends FlatNamespace> = TextsInEveryLanguage<EnglishTexts<N>>;
