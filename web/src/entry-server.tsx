import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/app';
import { PRERENDER_LANGUAGE } from './app/prerender-language';
import { PATHS } from './config/paths';
import { enShell } from './lib/i18n/locales/en/shell';

/** What the build writes into the page: the markup of #root and the page title. */
export interface PrerenderedPage {
  /** The app's markup for /home, with Emotion's `<style data-emotion>` tags where they rendered. */
  html: string;
  /** The document title the page sets once it runs, so the tab shows it before. */
  title: string;
}

/**
 * Renders /home to HTML at build time (web/build/prerender.ts runs this in Node), so the first
 * view paints before any script runs; main.tsx then hydrates it. The markup is English: a
 * visitor with another language sees it switch right after hydration. The tree is the one
 * main.tsx renders, with a static router in place of the browser's.
 */
export async function renderHome(): Promise<PrerenderedPage> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { [PRERENDER_LANGUAGE]: { translation: enShell } },
      lng: PRERENDER_LANGUAGE,
      fallbackLng: PRERENDER_LANGUAGE,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={PATHS.home}>
        <AppShell />
      </StaticRouter>
    </StrictMode>,
  );
  const title = i18next.t('app.documentTitle', { page: i18next.t('home.title') });
  return { html, title };
}
