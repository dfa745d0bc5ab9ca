import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedModulePreload, LINKS_PER_TASK } from '../build/batched-module-preload';
import { START_AFTER_LOAD_SCRIPT } from '../build/prerender';

const HELPER_ID = '\0vite/preload-helper.js';

/** A stand-in for Vite's helper: the statement the plugin rewrites, in a function of its own. */
const HELPER_LIKE = `
function preloadOne(href, rel) {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  document.head.appendChild(link);
}
`;

type Transform = (code: string, id: string) => { code: string } | null;

/** The plugin's transform hook, with `this.error` throwing as Vite's does. */
function transform(code: string, id: string) {
  const hook = batchedModulePreload().transform as unknown as Transform;
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return hook.call(context, code, id);
}

/** HELPER_LIKE as the plugin rewrites it: its function, ready to call. */
function rewrittenHelper(): (href: string, rel: string) => void {
  const result = transform(HELPER_LIKE, HELPER_ID);
  if (!result) throw new Error('the helper was not rewritten');
  return new Function(`${result.code}\nreturn preloadOne;`)() as (
    href: string,
    rel: string,
  ) => void;
}

function preloadLinks() {
  return [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe("Vite's preload helper, batched (build/batched-module-preload.ts)", () => {
  it('adds an import’s module preload links a few per task, in the order asked', () => {
    const preloadOne = rewrittenHelper();

    const files = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    for (const file of files) preloadOne(file, 'modulepreload');
    expect(preloadLinks()).toEqual([]);

    vi.advanceTimersToNextTimer();
    expect(preloadLinks()).toEqual(files.slice(0, LINKS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(preloadLinks()).toEqual(files.slice(0, 2 * LINKS_PER_TASK));
    vi.runAllTimers();
    expect(preloadLinks()).toEqual(files);
  });

  it('still adds a style sheet at once (the helper waits for it to load)', () => {
    const preloadOne = rewrittenHelper();

    preloadOne('/assets/a.js', 'modulepreload');
    preloadOne('/assets/page.css', 'stylesheet');
    expect(preloadLinks()).toEqual(['/assets/page.css']);
    vi.runAllTimers();
    expect(preloadLinks()).toEqual(['/assets/page.css', '/assets/a.js']);
  });

  it('leaves every other module alone', () => {
    expect(transform(HELPER_LIKE, '/src/main.tsx')).toBeNull();
  });

  it('fails the build when the helper no longer appends its links as expected', () => {
    expect(() => transform('function preloadOne() {}', HELPER_ID)).toThrow(
      /appends its links 0 times/,
    );
    expect(() => transform(`${HELPER_LIKE}${HELPER_LIKE}`, HELPER_ID)).toThrow(
      /appends its links 2 times/,
    );
  });
});

describe("the after-load starter's preloads (build/prerender.ts)", () => {
  it('adds the entry first, then the preloads a few per task', () => {
    const files = Array.from({ length: 9 }, (_, index) => `/assets/page-${index}.js`);
    const tag = document.createElement('script');
    tag.dataset.entry = '/assets/index.js';
    tag.dataset.preload = files.join(' ');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');

    new Function(START_AFTER_LOAD_SCRIPT)();
    expect(document.head.querySelector('script')).toBeNull();

    vi.advanceTimersToNextTimer();
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/assets/index.js',
    );
    expect(preloadLinks()).toEqual([]);

    vi.advanceTimersToNextTimer();
    expect(preloadLinks()).toEqual(files.slice(0, LINKS_PER_TASK));
    vi.runAllTimers();
    expect(preloadLinks()).toEqual(files);
    expect(
      [...document.head.querySelectorAll('link')].every((link) => link.rel === 'modulepreload'),
    ).toBe(true);
  });
});
