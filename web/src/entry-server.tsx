import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import {
  ORDER_STATUSES,
  TRACK_PREVIEW_MARKERS,
  TRACK_PREVIEW_TITLE_KEY,
  trackPreviewFile,
  trackPreviewKey,
  UNITS,
  type TrackPreviewTemplates,
} from '@cutshop/domain';
import { AppShell } from './app/app';
import { prepareHydration } from './app/app-routes';
import { AppProviders } from './app/providers';
import { TrackedOrderTop, TrackedUnitToggle } from './features/ordering/track/track-screen';
import { PRERENDERED_PAGES, type PrerenderedPath } from './app/prerender-language';
import type { Language } from './lib/i18n';
import { enShell } from './lib/i18n/locales/en/shell';
import { esShell } from './lib/i18n/locales/es/shell';

/** What the build writes into the page: the markup of #root and the page title. */
export interface PrerenderedPage {
  /** The app's markup, with Emotion's `<style data-emotion>` tags where they rendered. */
  html: string;
  /** The document title the page sets once it runs, so the tab shows it before. */
  title: string;
}

/** The document title each page sets when it runs, from its texts in the current language. */
const TITLES: Record<PrerenderedPath, () => string> = {
  '/home': () => i18next.t('home.title'),
  '/step1': () => i18next.t('step1.title', { ns: 'wizard' }),
  '/admin/login': () => i18next.t('auth.login.documentTitle', { ns: 'admin' }),
  '/track': () => i18next.t('track.documentTitle', { ns: 'wizard' }),
};

async function startI18n(language: Language): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: enShell }, es: { translation: esShell } },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  await i18next.changeLanguage(language);
}

/**
 * Renders one of the first pages to HTML at build time, in `language` (web/build/prerender.ts
 * runs this in Node), so the page paints before any script runs; main.tsx then hydrates it. The
 * tree is the one main.tsx renders, with a static router in place of the browser's, and the
 * state of a first visit (no draft, nobody signed in). React's static `prerender` waits for the
 * lazy chunks of the page (the wizard, the back office, the screen) instead of leaving their
 * fallbacks, so the page holds the screen itself.
 */
export async function renderPage(
  path: PrerenderedPath,
  language: Language,
): Promise<PrerenderedPage> {
  await startI18n(language);
  // The page's lazy code (the wizard and its screens, the back office) loaded first: it then
  // renders in the same pass, as in the browser once preloaded.
  await prepareHydration(path);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppShell />
      </StaticRouter>
    </StrictMode>,
  );
  // A boundary left to the browser (something still loading, or a render error) would show a
  // spinner where the page should be: the build fails instead.
  if (html.includes('<!--$!') || html.includes('<!--$?')) {
    throw new Error(`${path} (${language}) did not render completely: a Suspense boundary is left`);
  }
  const title = i18next.t('app.documentTitle', { page: TITLES[path]() });
  return { html, title };
}

/** Emotion's style tags as rendered, with their attributes. */
const EMOTION_TAG = /<style data-emotion="([^"]*)"[^>]*>/g;

/**
 * The tracking page's preview templates in `language` (docs/architecture.md, "The tracking page,
 * walked through"): the top of an order's page (TrackedOrderTop with its unit choice) for each
 * status, and for a rejection with the shop's reason, in each unit, with TRACK_PREVIEW_MARKERS
 * where the order's words go. Their class styles stay beside them as plain style tags: the
 * page's Emotion cache neither adopts nor moves them, and they leave with the preview when the
 * order's page replaces it. Global styles are the page's own already and are dropped.
 */
export async function renderTrackPreviews(language: Language): Promise<TrackPreviewTemplates> {
  await startI18n(language);
  await prepareHydration('/track');
  const templates: Record<string, string> = {};
  const variants = ORDER_STATUSES.flatMap((status) =>
    (status === 'Rejected' ? [true, false] : [false]).flatMap((reason) =>
      UNITS.map((unit) => ({ status, reason, unit })),
    ),
  );
  for (const { status, reason, unit } of variants) {
    const html = renderToString(
      <StaticRouter location="/track">
        <AppProviders>
          <TrackedOrderTop
            order={{
              orderId: TRACK_PREVIEW_MARKERS.orderId,
              name: TRACK_PREVIEW_MARKERS.name,
              status,
              rejectionReason: reason ? TRACK_PREVIEW_MARKERS.rejectionReason : null,
            }}
            aside={<TrackedUnitToggle value={unit} onChange={() => undefined} />}
          />
        </AppProviders>
      </StaticRouter>,
    );
    templates[trackPreviewKey(status, reason, unit)] = html
      .replace(/<style data-emotion="css-global[^"]*"[^>]*>[\s\S]*?<\/style>/g, '')
      .replace(EMOTION_TAG, '<style>');
  }
  // The page's title, as the order's page sets it once it runs (Screen).
  templates[TRACK_PREVIEW_TITLE_KEY] = i18next.t('app.documentTitle', {
    page: i18next.t('track.title', { ns: 'wizard', id: TRACK_PREVIEW_MARKERS.orderId }),
  });
  return templates;
}

export { PRERENDERED_PAGES, trackPreviewFile };
