import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enWizard } from '../src/features/ordering/locales/en';
import { esWizard } from '../src/features/ordering/locales/es';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '../src/lib/i18n';
import { enFeedback } from '../src/lib/i18n/locales/en/feedback';
import { enItems } from '../src/lib/i18n/locales/en/items';
import { enShell } from '../src/lib/i18n/locales/en/shell';
import { esFeedback } from '../src/lib/i18n/locales/es/feedback';
import { esItems } from '../src/lib/i18n/locales/es/items';
import { esShell } from '../src/lib/i18n/locales/es/shell';
import { findHeading, renderApp, findShownText } from './support/render-app';

/** Every key path of a nested texts object, with its text. */
function entries(texts: object, prefix = ''): [string, unknown][] {
  return Object.entries(texts).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? entries(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const keys = (texts: object) => entries(texts).map(([path]) => path);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('languages', () => {
  it('has a Spanish text for every English one, and no empty text', () => {
    expect(keys(esShell)).toEqual(keys(enShell));
    expect(keys(esFeedback)).toEqual(keys(enFeedback));
    expect(keys(esItems)).toEqual(keys(enItems));
    expect(keys(esWizard)).toEqual(keys(enWizard));
    for (const texts of [esShell, esFeedback, esItems, esWizard]) {
      const empty = entries(texts).filter(([, text]) => typeof text !== 'string' || !text.trim());
      expect(empty).toEqual([]);
    }
  });

  it("keeps the wizard's texts in their own namespace, beside the shared texts", async () => {
    await renderApp('/step1');
    await findHeading('Enter your info');
    expect(i18next.getResourceBundle('en', 'wizard')).toMatchObject({
      step1: { title: 'Enter your info' },
    });
    // The shared namespace holds only app-wide texts (item units and options are the wizard's and
    // the admin's alike): none of the wizard's own.
    expect(Object.keys(i18next.getResourceBundle('en', 'translation')).sort()).toEqual([
      'app',
      'common',
      'customMaterial',
      'errors',
      'header',
      'home',
      'language',
      'messages',
      'options',
      'units',
    ]);
    // ...and the wizard's namespace holds none of the shared ones.
    expect(Object.keys(i18next.getResourceBundle('es', 'wizard'))).not.toContain('errors');
    expect(i18next.t('messages.Required', { lng: 'es' })).toBe('Obligatorio');
  });

  it('switches the whole interface with the visible switcher and remembers the choice', async () => {
    const { user } = await renderApp('/home');
    await findHeading('Welcome');
    // The buttons also send a form (?lang=) for a page whose scripts have not run: once the app
    // runs, the click is the app's and sends nothing.
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submitted);
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await findHeading('Bienvenido');
    document.removeEventListener('submit', submitted);
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Comenzar' })).toBeVisible();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    await user.click(screen.getByRole('link', { name: 'Comenzar' }));
    await findHeading('Ingrese sus datos');
    await user.click(screen.getByLabelText(/Correo electrónico/));
    await user.tab();
    await findShownText('Obligatorio');
  });

  it("takes the browser's language when no choice was made", async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    expect(detectLanguage()).toBe('es');
    // A choice made in the app wins over the browser's languages.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
    // A choice sent in the address before the page's scripts ran (?lang=) wins over both; one
    // the app has no texts for is passed over.
    expect(detectLanguage('es')).toBe('es');
    expect(detectLanguage('de')).toBe('en');
  });

  it('shows the help texts in Spanish too', async () => {
    const { user } = await renderApp('/furniture-form', {
      language: 'es',
      draft: {
        customer: {
          fullName: 'Ana Ruiz',
          address: 'Calle Roble 12',
          email: 'ana@example.com',
          phoneNumber: '555-0100',
          orderName: 'Cocina',
        },
        unit: 'mm',
        color: {
          id: 1,
          name: 'Arctic White',
          x: null,
          y: null,
          z: null,
          grain: null,
          unit: 'mm',
          custom: false,
        },
        material: {
          id: 21,
          name: 'Melamine Matte',
          x: null,
          y: null,
          z: null,
          grain: null,
          unit: 'mm',
          custom: false,
        },
      },
      selection: { categoryId: 500, typeId: 520, modelId: 521 },
    });
    await findHeading('Panel');
    expect(screen.getByText(/Defina la medida y las opciones de este panel/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ayuda sobre medidas y opciones' }));
    const help = await screen.findByRole('dialog', { name: 'Medidas y opciones' });
    expect(help).toHaveTextContent('fuera de parámetros');
  });
});
