import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from './support/bff-server';
import { launchChromium } from './support/browser';
import { chunkFileOf, chunksOnlyFor, readManifest, type Manifest } from './support/chunk-graph';

const ADMIN_ENTRY = 'src/features/admin/admin-routes.tsx';
const WIZARD_ENTRY = 'src/features/ordering/wizard.tsx';

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
 * while the main chunk is still being parsed, before the lazy chunk is asked for.
 */
async function pathsRequestedBy(path: string, shown?: string): Promise<string[]> {
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
    expect(new URL(page.url()).pathname).toBe(path);
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
