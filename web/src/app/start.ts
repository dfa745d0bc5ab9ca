import { PATHS, TRACK_PATHS } from '../config/paths';
import { currentLanguage, loadLanguageTexts, setupI18n, switchLanguage } from '../lib/i18n';
import { prepareHydration } from './app-routes';
import { PRERENDERED_ATTRIBUTE } from './prerender-language';

/**
 * What the first render needs: i18next and the texts of the visitor's language (that language's
 * chunk only). The order draft is read back by the wizard before any of its screens renders
 * (features/ordering/wizard.tsx), so /home does not load it.
 */
export async function prepareApp(): Promise<void> {
  const i18n = setupI18n();
  await loadLanguageTexts(i18n.language);
}

/** How main.tsx starts React on this page load. */
export interface FirstRender {
  /** Hydrate the prerendered markup in #root instead of rendering from scratch. */
  hydrate: boolean;
  /** What to do once the first render has committed (the visitor's language, after hydration). */
  afterFirstRender: () => void;
}

const nothing = () => {};

/**
 * Prepares the first render: i18next with the texts it needs, and whether #root holds markup the
 * build prerendered for this page (web/build/prerender.ts; the server sends it for /home, /,
 * /step1, /admin/login and, as the /track shell, every /track/<token>, in the visitor's
 * language) that React can adopt. It can when the
 * page's code, loaded here, renders what the build rendered: a first visit, with nothing saved
 * that the page would show. Hydration renders in the page's language (the server picked it by
 * the language cookie or Accept-Language); a remembered choice that differs follows right after.
 * / moves to /home first, as its route would, so the router renders the same page.
 */
export async function prepareFirstRender(root: HTMLElement): Promise<FirstRender> {
  // Read before i18next starts: its languageChanged handler writes <html lang>.
  const pageLanguage = currentLanguage(document.documentElement.lang);
  const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE);
  const i18n = setupI18n();
  const language = currentLanguage(i18n.language);
  const { pathname } = window.location;
  const page = pathname === PATHS.root ? PATHS.home : pathname;
  // Every /track/<token> page load gets the one /track shell (its header and loading state).
  const adoptable =
    prerendered === page ||
    (prerendered === TRACK_PATHS.shell && page.startsWith(TRACK_PATHS.prefix));

  const [hydrate] = await Promise.all([
    adoptable ? prepareHydration(page) : Promise.resolve(false),
    loadLanguageTexts(pageLanguage === language || !adoptable ? language : pageLanguage),
  ]);
  if (!hydrate) {
    // Any other page, or one whose saved state differs, renders from scratch.
    await loadLanguageTexts(language);
    root.replaceChildren();
    return { hydrate: false, afterFirstRender: nothing };
  }
  if (pathname === PATHS.root) window.history.replaceState(window.history.state, '', PATHS.home);
  if (language === pageLanguage) return { hydrate: true, afterFirstRender: nothing };
  await switchLanguage(pageLanguage);
  // A tracking page stays in the language the server filled its shell in: its order's, or the
  // one chosen on the page (docs/architecture.md, "The tracking page, walked through"). Its
  // content hydrates after the first commit (a lazy route), so a switch to the visitor's own
  // language then made React adopt Spanish markup with English texts: an error, the page
  // rendered again, English, then Spanish once the order arrived.
  if (page.startsWith(TRACK_PATHS.prefix)) return { hydrate: true, afterFirstRender: nothing };
  return { hydrate: true, afterFirstRender: () => void switchLanguage(language) };
}
