import '@testing-library/jest-dom/vitest';
import { resetMockState } from '@cutshop/mocks';
import { server } from '@cutshop/mocks/node';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetCategories } from '../src/lib/api';
import { loadLanguageTexts, setupI18n } from '../src/lib/i18n';
import { forgetPriceList } from '../src/lib/api/get-price-list';

// jsdom lacks these browser APIs; Chakra's overlays and the router's scroll handling call them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// What a screen shows after a load or a click may take a few seconds while the other core runs
// another test file (the web suite runs on both cores, web/vitest.config.ts), not the default
// second: findBy and waitFor wait up to 5 s. What they check is unchanged.
configure({ asyncUtilTimeout: 5_000 });

// Page transitions and banners finish at once: tests wait for content, not for animations.
MotionGlobalConfig.skipAnimations = true;

// Every request must be answered by the shared handlers: an unexpected call fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The app loads its page language's shell texts before the first render (app/start.ts); a test
// renders any screen in either language, so both are there before it starts.
beforeAll(async () => {
  setupI18n();
  await Promise.all([loadLanguageTexts('en'), loadLanguageTexts('es')]);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockState();
  // The catalogue read is kept for 30 s in the page: each test is a page load of its own.
  forgetCategories();
  forgetPriceList();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
