import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { materialsDone, MODEL_IDS, sampleItems } from './support/fixtures';
import { findHeading, renderApp, findShownText } from './support/render-app';

const PANEL = { categoryId: 500, typeId: 520, modelId: MODEL_IDS.endPanel };

describe('notifications and the order-sent page', () => {
  it('an item notification from step 3 does not carry over to /result', async () => {
    const { user } = await renderApp('/furniture-form', {
      draft: { ...materialsDone, cabinets: sampleItems() },
      selection: PANEL,
    });
    await findHeading('Panel');
    await user.type(screen.getByLabelText(/^Width/), '596.9');
    await user.type(screen.getByLabelText(/^Height/), '2000');
    await user.type(screen.getByLabelText(/^Description/), 'Fridge side');
    for (const [question, choice] of [
      ['Cut orientation', 'Vertical'],
      ['Material', 'Finish'],
    ] as const) {
      await user.click(
        within(screen.getByRole('radiogroup', { name: question })).getByText(choice),
      );
    }
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Accept' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await findHeading('Enter the items details');
    await findShownText(/was added to your order/);

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await findHeading('Add some production note to your order (optional)');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await findHeading('Review your order');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findHeading('Your order was successfully sent');

    expect(screen.queryByText(/was added to your order/)).toBeNull();
  });
});
