/** The language of the HTML the build prerenders for /home (web/src/entry-server.tsx). */
export const PRERENDER_LANGUAGE = 'en';

/** The attribute the build sets on #root when it holds prerendered markup to hydrate. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
