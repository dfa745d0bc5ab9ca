import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder } from './support/admin';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { chunkFileOf, readManifest } from './support/chunk-graph';

const WELCOME = 'Make the order of cabinets, pieces and parts for your project easily';

let bff: RunningBff;
let browser: Browser;

beforeAll(async () => {
  bff = await startBff();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await bff?.stop();
});

/** A page load's HTML as the server sends it to a browser, without running anything. */
async function pageHtml(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${bff.origin}${path}`, {
    headers: { Accept: 'text/html', ...headers },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** What #root holds in `html`. */
function rootMarkup(html: string): string {
  const match = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html);
  return match?.[1] ?? '';
}

interface Visit {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, from the first byte on. */
  problems: string[];
  /** Whether any element of the prerendered markup was taken out of the page. */
  replacedMarkup: () => Promise<boolean>;
  close: () => Promise<void>;
}

/**
 * Opens `path` in a fresh context. A script that runs before the page's own watches #root, so
 * the test can tell a hydration (React adopts the markup) from a render from scratch (React
 * removes it and builds its own).
 */
async function visit(path: string, options: BrowserContextOptions = {}): Promise<Visit> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const flags = window as unknown as { prerenderedMarkupRemoved?: boolean };
    new MutationObserver((records) => {
      for (const record of records) {
        record.removedNodes.forEach((node) => {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            flags.prerenderedMarkupRemoved = true;
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${bff.origin}${path}`);
  return {
    page,
    problems,
    replacedMarkup: () =>
      page.evaluate(
        () =>
          (window as unknown as { prerenderedMarkupRemoved?: boolean }).prerenderedMarkupRemoved ===
          true,
      ),
    close: () => context.close(),
  };
}

/** Waits until React has adopted the element `selector` finds in #root (its props are on it). */
async function waitForAdopted(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((found) => {
    const element = document.querySelector(`#root ${found}`);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/** Waits until React has started: the language buttons answer clicks only once it runs. */
async function waitForReact(page: Page): Promise<void> {
  await waitForAdopted(page, 'button[lang]');
}

// /home is rendered to HTML at build time (web/build/prerender.ts) and hydrated by main.tsx.
describe('the prerendered /home, on the built app and the real server', () => {
  it.each(['/home', '/'])('%s comes with its text and styles in the HTML', async (path) => {
    const html = await pageHtml(path);
    const root = rootMarkup(html);
    expect(root).toContain('<h1');
    expect(root).toContain('Welcome');
    expect(root).toContain(WELCOME);
    expect(root).toContain('href="/step1"');
    // The critical CSS is in the head, before the scripts run.
    const head = html.slice(0, html.indexOf('</head>'));
    // Marked as in place (data-s), so Emotion adopts them; the class styles in one tag, which
    // Emotion moves once (web/build/prerender.ts, emotionStylesForHead).
    expect(head).toMatch(/<style data-emotion="css-global [^"]+" data-s="">/);
    expect(head.match(/<style data-emotion="css [^"]+" data-s="">/g)).toHaveLength(1);
    expect(head).toContain('<title>Welcome · Cutshop</title>');
  });

  it('pages that need saved state still get the empty app page', async () => {
    expect(rootMarkup(await pageHtml('/step2'))).toBe('');
    expect(rootMarkup(await pageHtml('/admin/orders'))).toBe('');
  });

  it('shows the welcome with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${bff.origin}/home`);
      const heading = page.getByRole('heading', { level: 1, name: 'Welcome' });
      expect(await heading.isVisible()).toBe(true);
      expect(await page.getByText(WELCOME).isVisible()).toBe(true);
      // Styled: the page's own background, not the browser's white with black text.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    } finally {
      await context.close();
    }
  });

  it('works with JavaScript off: the language choice and Start', async () => {
    // /home's scripts start after its load event (web/build/prerender.ts): until then, and
    // without JavaScript at all, its language buttons send a form the server answers.
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(`${bff.origin}/home`);
      await page.getByRole('button', { name: 'Español' }).click();
      await page.getByRole('heading', { level: 1, name: 'Bienvenido' }).waitFor();
      expect(new URL(page.url()).search).toBe('?lang=es');
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      expect(await page.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      // The choice is kept: the next pages come in Spanish.
      await page.getByRole('link', { name: 'Comenzar' }).click();
      await page.waitForURL('**/step1');
      await page.getByRole('heading', { level: 1, name: 'Ingrese sus datos' }).waitFor();
      await page.goBack();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('takes the language chosen before the scripts ran as the choice, and tidies the address', async () => {
    const { page, problems, replacedMarkup, close } = await visit('/home?lang=es', {
      locale: 'en-US',
    });
    try {
      await page.getByRole('heading', { level: 1, name: 'Bienvenido' }).waitFor();
      await waitForReact(page);
      expect(new URL(page.url()).search).toBe('');
      expect(await replacedMarkup()).toBe(false);
      // Remembered as a choice made in the app: a later page load stays Spanish.
      await page.goto(`${bff.origin}/step1`);
      await page.getByRole('heading', { level: 1, name: 'Ingrese sus datos' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('hydrates without errors, and Start opens the first step in the page', async () => {
    const { page, problems, replacedMarkup, close } = await visit('/home');
    try {
      await waitForReact(page);
      expect(await replacedMarkup()).toBe(false);
      // Emotion adopted the prerendered class styles: it added no tag of its own for them.
      expect(
        await page.evaluate(() => document.querySelectorAll('style[data-emotion^="css "]').length),
      ).toBe(1);
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await page.getByRole('link', { name: 'Start' }).click();
      await page.waitForURL('**/step1');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      ).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/ moves to /home and hydrates the same page', async () => {
    const { page, problems, replacedMarkup, close } = await visit('/');
    try {
      await waitForReact(page);
      expect(new URL(page.url()).pathname).toBe('/home');
      expect(await replacedMarkup()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a Spanish visitor the Spanish page, hydrated', async () => {
    const { page, problems, replacedMarkup, close } = await visit('/home', { locale: 'es-ES' });
    try {
      await page.getByRole('heading', { level: 1, name: 'Bienvenido' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('es');
      expect(await page.getByRole('link', { name: 'Comenzar' }).isVisible()).toBe(true);
      expect(await replacedMarkup()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** Each first page the build prerenders, its heading in each language and a control on it. */
const FIRST_PAGES = [
  { path: '/home', en: 'Welcome', es: 'Bienvenido' },
  { path: '/step1', en: 'Enter your info', es: 'Ingrese sus datos' },
  { path: '/admin/login', en: 'Welcome!', es: '¡Bienvenido!' },
] as const;

const LOCALES = { en: 'en-US', es: 'es-ES' } as const;

// /step1 and /admin/login are prerendered like /home, each in English and Spanish; the server
// sends the visitor's language, so the page is never shown in another one first.
describe('every prerendered first page, in each language', () => {
  it.each(
    FIRST_PAGES.flatMap((page) =>
      (['en', 'es'] as const).map((language) => ({ ...page, language })),
    ),
  )(
    '$path in $language comes in that language and hydrates without a warning',
    async ({ path, language, ...headings }) => {
      const heading = headings[language];
      const html = await pageHtml(path, {
        'Accept-Language': `${LOCALES[language]},${language};q=0.9`,
      });
      expect(html).toContain(`<html lang="${language}"`);
      expect(rootMarkup(html)).toContain(`>${heading}</h1>`);
      expect(html).toContain(`data-prerendered="${path}"`);

      const { page, problems, replacedMarkup, close } = await visit(path, {
        locale: LOCALES[language],
      });
      try {
        await waitForReact(page);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        // Hydrated: React adopted the markup instead of replacing it.
        expect(await replacedMarkup()).toBe(false);
        // The sign-in page asks whether a session is still good; Chromium logs the signed-out
        // answer (401) as a failed resource. That is the page's check, not a render problem.
        expect(
          problems.filter((problem) => !/^Failed to load resource: .* 401/.test(problem)),
        ).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('types into the hydrated /step1 form and moves on with the same page', async () => {
    const { page, problems, replacedMarkup, close } = await visit('/step1');
    try {
      await waitForReact(page);
      // The form itself adopted: React adopts the page in slices, the header before the form
      // (what is typed before that is the next test's case).
      await waitForAdopted(page, 'input[name="fullName"]');
      const name = page.getByRole('textbox', { name: /Full name/ });
      await name.fill('Ana Ruiz');
      await name.press('Tab');
      expect(await name.inputValue()).toBe('Ana Ruiz');
      expect(await replacedMarkup()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps what is typed into /step1 before its code runs, and moves on with it', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      // The entry arrives late, as on a slow phone: the fields are typed into first.
      await page.route('**/assets/index-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue();
      });
      await page.goto(`${bff.origin}/step1`);
      const name = page.getByLabel('Full name');
      await name.fill('Ana Ruiz');
      expect(
        await name.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__react'))),
      ).toBe(false);
      await page.getByLabel('E-mail').fill('ana@example.com');
      await page.getByLabel('Phone number').fill('555-0100');
      await page.getByLabel('Address').fill('Calle Roble 12');
      await page.getByLabel('Order name').fill('Cocina');
      await waitForAdopted(page, 'input[name="fullName"]');
      expect(await name.inputValue()).toBe('Ana Ruiz');
      await page.getByRole('button', { name: 'Next' }).click();
      await page
        .getByRole('heading', { level: 1, name: 'Select the metric units and materials' })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('renders /step1 afresh over the prerendered page for a visit with a saved draft', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      await page.goto(`${bff.origin}/home`);
      await page.evaluate(() =>
        localStorage.setItem(
          'cutshop:customer',
          JSON.stringify({
            fullName: 'Ana Ruiz',
            address: 'Calle Roble 12',
            email: 'ana@example.com',
            phoneNumber: '555-0100',
            orderName: 'Cocina',
          }),
        ),
      );
      await page.goto(`${bff.origin}/step1`);
      const name = page.getByRole('textbox', { name: /Full name/ });
      await page.waitForFunction(
        () =>
          (document.querySelector('input[name="fullName"]') as HTMLInputElement | null)?.value ===
          'Ana Ruiz',
      );
      expect(await name.inputValue()).toBe('Ana Ruiz');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the language chosen in the app over the browser's on the next page load", async () => {
    const { page, problems, close } = await visit('/home', { locale: 'en-US' });
    try {
      await waitForReact(page);
      await page.getByRole('button', { name: 'Español' }).click();
      await page.getByRole('heading', { level: 1, name: 'Bienvenido' }).waitFor();
      // The next page load comes from the server in Spanish: the choice went with the cookie.
      const served = await page.request.get(`${bff.origin}/admin/login`, {
        headers: { Accept: 'text/html' },
      });
      expect(await served.text()).toContain('<html lang="es"');
      await page.goto(`${bff.origin}/step1`);
      await page.getByRole('heading', { level: 1, name: 'Ingrese sus datos' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** Places the sample order in `language` and returns its tracking page's path. */
async function placedOrderPath(language: 'en' | 'es'): Promise<string> {
  const response = await fetch(`${bff.origin}/api/orders/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `prerender-${language}` },
    body: JSON.stringify({ ...sampleOrder(1), language }),
  });
  expect([200, 201]).toContain(response.status);
  const { trackingPath } = (await response.json()) as { trackingPath?: unknown };
  if (typeof trackingPath !== 'string') throw new Error('the order has no tracking path');
  return trackingPath;
}

// Every /track/<token> page load gets the /track shell (header and loading state) with the
// order's heading and status filled in by the server: the page hydrates the shell, so the header
// stays on screen while the code starts, then shows the whole order in it.
describe('a tracking page', () => {
  it('shows its order and status in the order language without its scripts', async () => {
    const trackingPath = await placedOrderPath('es');
    const { page, problems, close } = await visit(trackingPath, { javaScriptEnabled: false });
    try {
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await page.getByRole('heading', { level: 1, name: /^Pedido [0-9a-f]{12}$/ }).waitFor();
      expect(await page.getByTestId('tracked-status').textContent()).toBe('Recibido');
      expect(await page.title()).toMatch(/^Pedido [0-9a-f]{12} · Cutshop$/);
      await page.getByText('Nombre del pedido: Kitchen 01').waitFor();
      // The unit choice is there too, on the order's unit, so nothing moves when the code runs.
      const pressed = page.locator('[data-track-preview] button[aria-pressed="true"]');
      expect(await pressed.count()).toBe(1);
      expect(await pressed.getAttribute('aria-label')).toBe('Milímetros');
      // Its language form works too: the same order, in English.
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: /^Order [0-9a-f]{12}$/ }).waitFor();
      expect(await page.getByTestId('tracked-status').textContent()).toBe('Received');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
    // An unknown link gets the plain shell, as a malformed one does.
    for (const path of ['/track/AAAAAAAAAAAAAAAAAAAAAA', '/track/not-a-token!']) {
      const root = rootMarkup(await pageHtml(path));
      expect(root).toContain('<div data-track-preview=""></div>');
      expect(root).not.toContain('<h1');
    }
  });

  it('keeps the language chosen before its scripts ran once they show the order', async () => {
    const trackingPath = await placedOrderPath('es');
    const { page, problems, close } = await visit(`${trackingPath}?lang=en`);
    try {
      await page.getByRole('list', { name: 'Progress of your order' }).waitFor();
      expect(await page.getByTestId('tracked-status').textContent()).toBe('Received');
      expect(new URL(page.url()).search).toBe('');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("stays in its order's language in a browser set to another, adopting the page once", async () => {
    const trackingPath = await placedOrderPath('es');
    const english = chunkFileOf(readManifest(), 'src/lib/i18n/locales/en/shell.ts');
    const { page, problems, close } = await visit(trackingPath, { locale: 'en-US' });
    try {
      // The served header, marked before the page's scripts start (after its load event).
      await page.evaluate(() => {
        (document.querySelector('header') as HTMLElement & { served?: boolean }).served = true;
      });
      await page.getByRole('list', { name: 'Avance de su pedido' }).waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByTestId('tracked-status').textContent()).toBe('Recibido');
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      // Adopted in Spanish and kept so: the visitor's English was never loaded, and the page was
      // not rendered again (switching to English after the first commit made React adopt the
      // Spanish markup with English texts: an error, then a render from scratch).
      const loaded = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      expect(loaded.filter((url) => url.endsWith(english))).toEqual([]);
      expect(
        await page.evaluate(
          () => (document.querySelector('header') as HTMLElement & { served?: boolean }).served,
        ),
      ).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('hydrates the shell it is served with, then shows its order', async () => {
    const trackingPath = await placedOrderPath('en');
    expect(rootMarkup(await pageHtml(trackingPath))).toContain('role="status"');

    const { page, problems, close } = await visit(trackingPath);
    try {
      // The served header, marked before any script runs, is the one on screen at the end.
      await page.evaluate(() => {
        (document.querySelector('header') as HTMLElement & { served?: boolean }).served = true;
      });
      // Only the page's code shows the timeline, and takes out the preview.
      await page.getByRole('list', { name: 'Progress of your order' }).waitFor();
      expect(await page.locator('[data-track-preview] h1').count()).toBe(0);
      expect(await page.getByTestId('tracked-status').textContent()).toBe('Received');
      expect(
        await page.evaluate(
          () => (document.querySelector('header') as HTMLElement & { served?: boolean }).served,
        ),
      ).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
