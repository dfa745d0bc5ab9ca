import i18next, { type FlatNamespace } from 'i18next';
import { LANGUAGES } from './languages';
import { SHARED_NS } from './namespaces';
import { enFeedback } from './locales/en/feedback';
import { esFeedback } from './locales/es/feedback';
import { enItems } from './locales/en/items';
import { esItems } from './locales/es/items';
import type { EnglishTexts, TextsInEveryLanguage } from './locales/types';

/** The shared texts every feature's screens may show, added with the feature's own. */
const FEATURE_SHARED = {
  en: { ...enFeedback, ...enItems },
  es: { ...esFeedback, ...esItems },
} as const;

/**
 * Adds a feature's own namespace (or some of its parts, when the rest comes with another chunk)
 * in every language when the feature's code loads, with the
 * shared texts its screens may show (load errors, field messages, item units and options): the
 * first page needs none of them, so /home does not download them. Imported only by feature code,
 * never by the first page.
 *
 * A feature's namespace takes four files in its `locales/` folder (see features/ordering):
 * `en.ts`, `es.ts` typed `Translation<typeof en>`, `i18next.d.ts` registering the namespace in
 * i18next's `ResourceNamespaceMap`, and `index.ts` calling this when the feature's code loads.
 */
export function addFeatureTexts<
  N extends Exclude<FlatNamespace, typeof SHARED_NS>,
  K extends keyof EnglishTexts<N>,
>(namespace: N, texts: TextsInEveryLanguage<Pick<EnglishTexts<N>, K>>): void {
  for (const language of LANGUAGES) {
    i18next.addResourceBundle(language, SHARED_NS, FEATURE_SHARED[language], true, false);
    i18next.addResourceBundle(language, namespace, texts[language], true, false);
  }
}
