import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { chunkFileOf, chunksOnlyFor, readManifest, type Manifest } from './support/chunk-graph';
import { WEB_DIST } from './support/paths';

const ADMIN_ENTRY = 'src/features/admin/admin-routes.tsx';
const WIZARD_ENTRY = 'src/features/ordering/wizard.tsx';
const TRACK_ENTRY = 'src/features/ordering/track/track-page.tsx';
const SIGNED_IN_ENTRY = 'src/features/admin/signed-in-screens.ts';

let bff: RunningBff;
let browser: Browser;
let manifest: Manifest;

beforeAll(async () => {
  manifest = readManifest();
  bff = await startBff();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await bff?.stop();
});

/**
 * Every path a fresh visit to `path` requests until the network is idle: the HTML's scripts
 * and module preloads, and whatever the first render loads lazily. With `shown`, the page must
 * also show that element first (then be idle again): on a busy machine the network can fall idle
 * while the main chunk is still being parsed, before the lazy chunk is asked for. The visit must
 * end on `landsOn` (the path itself unless given).
 */
async function pathsRequestedBy(path: string, shown?: string, landsOn = path): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${bff.origin}${path}`, { waitUntil: 'networkidle' });
    if (shown !== undefined) {
      await page.locator(shown).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
    expect(new URL(page.url()).pathname).toBe(landsOn);
    return requested;
  } finally {
    await context.close();
  }
}

// The back office and the wizard are lazy chunks of their own (web/src/app/app-routes.tsx):
// a customer's first page must not download the back office, nor the back office the wizard.
describe('the first load, on the built app and the real server', () => {
  it('finds the admin and wizard chunks in the build', () => {
    expect(chunksOnlyFor(manifest, 'src/features/admin/')).toContain(
      chunkFileOf(manifest, ADMIN_ENTRY),
    );
    expect(chunksOnlyFor(manifest, WIZARD_ENTRY)).toContain(chunkFileOf(manifest, WIZARD_ENTRY));
  });

  it.each(['/home', '/step1'])('%s requests no chunk only the admin area needs', async (path) => {
    const requested = await pathsRequestedBy(path);
    expect(requested.some((file) => file.endsWith('.js'))).toBe(true);
    const adminOnly = chunksOnlyFor(manifest, 'src/features/admin/');
    expect(requested.filter((file) => adminOnly.includes(file))).toEqual([]);
  });

  it('/home requests only its starter before its load event, and its app after it', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${bff.origin}/home`, { waitUntil: 'networkidle' });
      // The app ran: React's props are on the language buttons.
      await page.waitForFunction(() => {
        const button = document.querySelector('#root button[lang]');
        return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
      });
      const scripts = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        const loadStart = (navigation as PerformanceNavigationTiming).loadEventStart;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            beforeLoad: entry.startTime < loadStart,
          }));
      });
      expect(scripts.filter((script) => script.beforeLoad).map((script) => script.path)).toEqual([
        expect.stringMatching(/^\/assets\/start-after-load-[0-9a-f]+\.js$/),
      ]);
      const afterLoad = scripts.filter((script) => !script.beforeLoad).map((script) => script.path);
      for (const file of scriptsOf('home/index.en.html')) {
        if (!file.startsWith('assets/start-after-load-')) expect(afterLoad).toContain(`/${file}`);
      }
    } finally {
      await context.close();
    }
  });

  it('/home requests no wizard chunk either', async () => {
    const requested = await pathsRequestedBy('/home');
    const wizardOnly = chunksOnlyFor(manifest, WIZARD_ENTRY);
    expect(requested.filter((file) => wizardOnly.includes(file))).toEqual([]);
  });

  it('/admin/login loads the admin chunk and no chunk only the wizard needs', async () => {
    // The sign-in form is drawn by the admin chunk.
    const requested = await pathsRequestedBy('/admin/login', 'input[type="password"]');
    expect(requested).toContain(chunkFileOf(manifest, ADMIN_ENTRY));
    const wizardOnly = chunksOnlyFor(manifest, WIZARD_ENTRY);
    expect(requested.filter((file) => wizardOnly.includes(file))).toEqual([]);
  });

  it('/admin/login fetches the signed-in pages only once the person starts signing in', async () => {
    const signedInOnly = chunksOnlyFor(manifest, SIGNED_IN_ENTRY);
    expect(signedInOnly).toContain(chunkFileOf(manifest, SIGNED_IN_ENTRY));
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${bff.origin}/admin/login`, { waitUntil: 'networkidle' });
      // The form is enabled once the page's code runs (login-screen.tsx).
      const email = page.locator('input[type="email"]:enabled');
      await email.waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(requested.filter((file) => signedInOnly.includes(file))).toEqual([]);

      await email.focus();
      await expect
        .poll(() => requested, { timeout: 30_000 })
        .toContain(chunkFileOf(manifest, SIGNED_IN_ENTRY));
    } finally {
      await context.close();
    }
  });

  it('a visit that opens on the order list fetches the signed-in pages at once', async () => {
    // Signed out, the guard then sends the visit to the sign-in page.
    const requested = await pathsRequestedBy(
      '/admin/orders',
      'input[type="password"]',
      '/admin/login',
    );
    expect(requested).toContain(chunkFileOf(manifest, SIGNED_IN_ENTRY));
  });
});

/**
 * The JavaScript /home's app starts with, brotli as served (KiB): 124 kB of bodies (i18next with
 * react-i18next about 17 kB of it), fetched after the page's load event (web/build/prerender.ts,
 * PAGES_STARTED_AFTER_LOAD); this guards against growth.
 */
const HOME_APP_JS_BUDGET_KB = 125;
/** What /home loads before its load event: the script that starts the app after it (KiB). */
const HOME_STARTER_BUDGET_KB = 1;

/** The bytes the server sends for a built file: its brotli copy, or the file when it has none. */
function servedBytes(file: string): number {
  const path = join(WEB_DIST, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

/** The scripts a built page names in its head: script sources and module preloads. */
function headScriptsOf(html: string): string[] {
  const files = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)];
  return files.map((match) => match[1] as string);
}

/**
 * The scripts a built page loads to start its app: those in its head, and those its starter
 * adds after the load event (`data-entry`, `data-preload`).
 */
function scriptsOf(page: string): string[] {
  const html = readFileSync(join(WEB_DIST, page), 'utf8');
  const later = [...html.matchAll(/data-(?:entry|preload)="([^"]*)"/g)].flatMap((match) =>
    (match[1] as string).split(' ').map((file) => file.replace(/^\//, '')),
  );
  return [...new Set([...headScriptsOf(html), ...later])];
}

/** Texts only the English or only the Spanish first page shows (web/src/lib/i18n/locales). */
const ONLY_IN = {
  en: ['Make the order of cabinets', 'Skip to content'],
  es: ['Haga el pedido de muebles', 'Ir al contenido'],
} as const;

// Sizes of the build itself (the brotli copies the server sends), not timings: the same on a
// busy machine as on a quiet one.
describe("the first page's JavaScript, as built", () => {
  it(`/home names one script of at most ${HOME_STARTER_BUDGET_KB} kB before its load event`, () => {
    for (const language of ['en', 'es']) {
      const html = readFileSync(join(WEB_DIST, `home/index.${language}.html`), 'utf8');
      // No module script and no module preload: only the deferred starter.
      expect(html).not.toMatch(/type="module"|rel="modulepreload"/);
      const head = headScriptsOf(html);
      expect(head).toHaveLength(1);
      expect(head[0]).toMatch(/^assets\/start-after-load-[0-9a-f]+\.js$/);
      expect(servedBytes(head[0] as string) / 1024).toBeLessThanOrEqual(HOME_STARTER_BUDGET_KB);
    }
    // The first pages that need their scripts to work start their app at once.
    expect(readFileSync(join(WEB_DIST, 'step1/index.html'), 'utf8')).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-/,
    );
  });

  it(`/home's app is at most ${HOME_APP_JS_BUDGET_KB} kB of brotli JavaScript`, () => {
    for (const language of ['en', 'es']) {
      const scripts = scriptsOf(`home/index.${language}.html`);
      expect(scripts.length).toBeGreaterThan(2);
      const bytes = scripts.reduce((total, file) => total + servedBytes(file), 0);
      expect(bytes / 1024).toBeLessThanOrEqual(HOME_APP_JS_BUDGET_KB + HOME_STARTER_BUDGET_KB);
    }
  });

  it("the tracking page's shell preloads the page's code, the other pages only their texts", () => {
    // Its order's details wait for the tracking page's chunk and the later screens' recipes
    // (web/build/prerender.ts, PAGE_CODE): they download beside the entry, which its starter
    // adds after the load event (the shell shows the order's status without them).
    const trackPage = chunkFileOf(manifest, TRACK_ENTRY).slice(1);
    for (const language of ['en', 'es']) {
      const track = readFileSync(join(WEB_DIST, `track/index.${language}.html`), 'utf8');
      expect(track).not.toMatch(/type="module"|rel="modulepreload"/);
      expect(headScriptsOf(track)).toEqual([
        expect.stringMatching(/^assets\/start-after-load-[0-9a-f]+\.js$/),
      ]);
      expect(scriptsOf(`track/index.${language}.html`)).toEqual(
        expect.arrayContaining([trackPage, expect.stringMatching(/route-recipes/)]),
      );
      const step1 = headScriptsOf(
        readFileSync(join(WEB_DIST, `step1/index.${language}.html`), 'utf8'),
      );
      expect(step1.some((file) => file.includes('route-recipes'))).toBe(false);
      expect(step1).not.toContain(chunkFileOf(manifest, WIZARD_ENTRY).slice(1));
    }
  });

  it('/home loads none of the Chakra recipes only later screens use (dialog, table, field)', () => {
    // Each Chakra recipe names its class (design-system/src/theme/route-recipes.ts).
    const laterClasses = ['chakra-dialog', 'chakra-table', 'chakra-field', 'chakra-native-select'];
    for (const language of ['en', 'es']) {
      const scripts = scriptsOf(`home/index.${language}.html`);
      const code = scripts.map((file) => readFileSync(join(WEB_DIST, file), 'utf8')).join('\n');
      expect(code).toContain('chakra-button');
      for (const name of laterClasses) expect(code).not.toContain(name);
    }
  });

  it.each([
    ['en', 'es'],
    ['es', 'en'],
  ] as const)('the %s /home loads none of the %s texts', (language, other) => {
    const scripts = scriptsOf(`home/index.${language}.html`);
    const code = scripts.map((file) => readFileSync(join(WEB_DIST, file), 'utf8')).join('\n');
    // The page's own language is there (so the check reads the right files)...
    for (const text of ONLY_IN[language]) expect(code).toContain(text);
    // ...and the other is not.
    for (const text of ONLY_IN[other]) expect(code).not.toContain(text);
  });
});

// The graph logic on a small manifest, so a wrong answer is not hidden by today's build.
describe('chunksOnlyFor', () => {
  const graph: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/features/admin/admin-routes.tsx', 'src/wizard.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    '_table.js': { file: 'assets/table.js' },
    'src/features/admin/admin-routes.tsx': {
      file: 'assets/admin.js',
      src: 'src/features/admin/admin-routes.tsx',
      imports: ['_react.js', '_shared.js', '_table.js'],
      css: ['assets/admin.css'],
    },
    'src/wizard.tsx': {
      file: 'assets/wizard.js',
      src: 'src/wizard.tsx',
      imports: ['_shared.js'],
    },
  };

  it('names the chunks and CSS only that area reaches, not those shared with the rest', () => {
    expect(chunksOnlyFor(graph, 'src/features/admin/')).toEqual([
      '/assets/admin.css',
      '/assets/admin.js',
      '/assets/table.js',
    ]);
    expect(chunksOnlyFor(graph, 'src/wizard.tsx')).toEqual(['/assets/wizard.js']);
  });

  it('fails when no lazy chunk comes from the folder', () => {
    expect(() => chunksOnlyFor(graph, 'src/features/reports/')).toThrow(/no chunk of its own/);
  });
});
