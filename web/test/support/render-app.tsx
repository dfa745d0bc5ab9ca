import type { OrderDraft } from '@cutshop/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { AppShell } from '../../src/app/app';
import { preloadWizard } from '../../src/app/app-routes';
import { prepareApp } from '../../src/app/start';
import { switchLanguage } from '../../src/lib/i18n';
import { initialCartData, useCart } from '../../src/features/ordering/state/cart-store';
import {
  initialWizardData,
  useWizard,
  type FurnitureSelection,
} from '../../src/features/ordering/state/wizard-store';
import { useCatalogueStore } from '../../src/features/ordering/catalogue/catalogue-store';
import { addWizardTexts } from '../../src/features/ordering/locales';
import { restoreSavedState } from '../../src/features/ordering/wizard';
import { preloadScreens } from '../../src/features/ordering/wizard-screens';
import { preloadNotificationBanner } from '../../src/lib/notifications/notification-host';
import { useNotification } from '../../src/lib/notifications/notification-store';

/** Shows the router's current path, so a test can assert where a navigation landed. */
function LocationProbe() {
  const { pathname } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname}
    </output>
  );
}

export interface RenderAppOptions {
  /** Draft parts to start from (stored as the app would store them). */
  draft?: Partial<OrderDraft>;
  selection?: Partial<FurnitureSelection>;
  sentOrderUuid?: string;
  /** The size help was already seen in this session. */
  sizesHelpSeen?: boolean;
  language?: 'en' | 'es';
  /**
   * Fetch the catalogue before rendering (default), as a visit that already loaded it; set
   * false to test the loading and failure paths.
   */
  preloadCatalogue?: boolean;
  /** Start from what localStorage already holds instead of seeding the draft. */
  keepSavedCart?: boolean;
}

/**
 * Renders the whole app at `path`, after the same preparation as main.tsx: translations, and
 * the stores started fresh, seeded with `options`, saved and read back like a page load.
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  await prepareApp();
  // Every screen's code is fetched first: screens then render without suspending, as they do
  // in the browser once the wizard has preloaded them.
  await Promise.all([preloadWizard(), preloadScreens(), preloadNotificationBanner()]);
  addWizardTexts();
  await switchLanguage(options.language ?? 'en');
  useCatalogueStore.setState({ tree: null, error: null, loading: false });
  if (options.preloadCatalogue !== false) await useCatalogueStore.getState().load();
  useNotification.setState({ message: null });
  if (!options.keepSavedCart) {
    useCart.setState({
      ...initialCartData(),
      draft: { ...initialCartData().draft, ...options.draft },
      sentOrderUuid: options.sentOrderUuid ?? null,
    });
  }
  useWizard.setState({
    ...initialWizardData(),
    selection: { ...initialWizardData().selection, ...options.selection },
    sizesHelpSeen: options.sizesHelpSeen ?? false,
  });
  await restoreSavedState();

  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppShell />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** The path the app is showing now. */
export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/**
 * Waits until a page with this heading is shown: screens load lazily and fade in (the page
 * transition starts at opacity 0).
 */
/**
 * The element showing `text` once it is visible: a notification or a page fades in with the
 * animation features LazyMotion fetches when the first one mounts, so it may be found first.
 */
export async function findShownText(text: string | RegExp) {
  const element = await screen.findByText(text);
  await waitFor(() => expect(element).toBeVisible());
  return element;
}

/** The element of that role once it is visible, as findShownText: a page may still fade in. */
export async function findShownRole(...query: Parameters<typeof screen.findByRole>) {
  const element = await screen.findByRole(...query);
  await waitFor(() => expect(element).toBeVisible());
  return element;
}

export function findHeading(name: string | RegExp) {
  return findShownRole('heading', { level: 1, name }, { timeout: 5000 });
}
