import { server } from '@cutshop/mocks/node';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { completeDraft } from './support/fixtures';
import { currentPath, findHeading, renderApp, findShownText } from './support/render-app';

/** The server's refusal of an item its construction check finds too wide (a 400 with values). */
function refuseDoorWidth(): void {
  server.use(
    http.post('*/api/orders/', () =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Invalid order',
            fields: [
              {
                path: 'cabinets.1.dwidth',
                code: 'doorPairTooWide',
                message: 'At most 17 27/32 in for each door of a pair in this cabinet',
                params: { limit: '17 27/32 in', ignored: 3 },
              },
            ],
          },
        },
        { status: 400 },
      ),
    ),
  );
}

describe("the summary shows the server's construction check with its limit", () => {
  it('names the item and the limit in English', async () => {
    refuseDoorWidth();
    const { user } = await renderApp('/summary', { draft: completeDraft() });
    await findHeading('Review your order');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findShownText('Item 2: At most 17 27/32 in for each door of a pair in this cabinet');
    expect(currentPath()).toBe('/summary');
  });

  it('fills the same limit into the Spanish text', async () => {
    refuseDoorWidth();
    const { user } = await renderApp('/summary', { draft: completeDraft(), language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    await findShownText(
      'Pieza 2: Como máximo 17 27/32 in para cada puerta de un par en este mueble',
    );
  });
});
