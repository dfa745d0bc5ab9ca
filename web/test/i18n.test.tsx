import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enShell } from '../src/lib/i18n/locales/en/shell';
import { enWizard } from '../src/lib/i18n/locales/en/wizard';
import { esShell } from '../src/lib/i18n/locales/es/shell';
import { esWizard } from '../src/lib/i18n/locales/es/wizard';
import { LANGUAGE_STORAGE_KEY } from '../src/lib/i18n';
import { findHeading, renderApp } from './support/render-app';

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
    expect(keys(esWizard)).toEqual(keys(enWizard));
    for (const texts of [esShell, esWizard]) {
      const empty = entries(texts).filter(([, text]) => typeof text !== 'string' || !text.trim());
      expect(empty).toEqual([]);
    }
  });

  it('switches the whole interface with the visible switcher and remembers the choice', async () => {
    const { user } = await renderApp('/home');
    await findHeading('Welcome');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await findHeading('Bienvenido');
    expect(screen.getByRole('link', { name: 'Comenzar' })).toBeVisible();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    await user.click(screen.getByRole('link', { name: 'Comenzar' }));
    await findHeading('Ingrese sus datos');
    await user.click(screen.getByLabelText(/Correo electrónico/));
    await user.tab();
    expect(await screen.findByText('Obligatorio')).toBeVisible();
  });

  it("takes the browser's language when no choice was made", async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    await i18next.changeLanguage(undefined);
    expect(i18next.resolvedLanguage).toBe('es');
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
          name: 'White',
          x: null,
          y: null,
          z: null,
          grain: null,
          unit: 'mm',
          custom: false,
        },
        material: {
          id: 11,
          name: 'White Melamine',
          x: null,
          y: null,
          z: null,
          grain: null,
          unit: 'mm',
          custom: false,
        },
      },
      selection: { categoryId: 200, typeId: 210, modelId: 1211 },
    });
    await findHeading('Panel');
    expect(screen.getByText(/Defina la medida y las opciones de este panel/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ayuda sobre medidas y opciones' }));
    const help = await screen.findByRole('dialog', { name: 'Medidas y opciones' });
    expect(help).toHaveTextContent('fuera de parámetros');
  });
});
