/**
 * The first pages the build renders to HTML (web/build/prerender.ts with web/src/entry-server.tsx),
 * each in every language: the pages a visit can start on that need no saved state to show.
 * The later wizard steps need the draft (without one they lead back to /step1), and the back
 * office behind the sign-in needs the session, so they start from the app's empty page.
 * `/track` is the tracking page's shell (its header and "Loading your order…"): the server sends
 * it for every `/track/<token>` page load, and the page adopts it (hydration) and shows its
 * order in it once it arrives.
 */
export const PRERENDERED_PAGES = ['/home', '/step1', '/admin/login', '/track'] as const;

export type PrerenderedPath = (typeof PRERENDERED_PAGES)[number];

/** The language of a prerendered page's plain `index.html` (each language has its own copy). */
export const PRERENDER_LANGUAGE = 'en';

/** The attribute the build sets on #root: the path of the page the markup was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
