import { PATHS } from '../config/paths';
import { setupI18n } from '../lib/i18n';
import { PRERENDER_LANGUAGE, PRERENDERED_ATTRIBUTE } from './prerender-language';

/**
 * What the first render needs: the translations. The order draft is read back by the wizard
 * before any of its screens renders (features/ordering/wizard.tsx), so /home does not load it.
 */
export function prepareApp(): void {
  setupI18n();
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
 * Whether #root holds the /home markup the build prerendered (web/build/prerender.ts; the server
 * sends it for /home and /) and the page is one it fits. That markup is English, so hydration
 * renders English too and the visitor's own language follows right after; / moves to /home
 * first, as its route would, so the router renders the same page. Call after prepareApp.
 */
export function prepareFirstRender(root: HTMLElement): FirstRender {
  const { pathname } = window.location;
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  if (!prerendered || (pathname !== PATHS.home && pathname !== PATHS.root)) {
    // Any other page renders from scratch, over whatever #root holds.
    root.replaceChildren();
    return { hydrate: false, afterFirstRender: nothing };
  }
  if (pathname === PATHS.root) window.history.replaceState(window.history.state, '', PATHS.home);
  const i18n = setupI18n();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (language === PRERENDER_LANGUAGE) return { hydrate: true, afterFirstRender: nothing };
  void i18n.changeLanguage(PRERENDER_LANGUAGE);
  return { hydrate: true, afterFirstRender: () => void i18n.changeLanguage(language) };
}
