import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { completeDraft, materialsDone, MODEL_IDS, sampleCustomer } from './support/fixtures';
import { currentPath, findHeading, renderApp } from './support/render-app';

const HEADINGS: Record<string, string> = {
  '/step1': 'Enter your info',
  '/step2': 'Select the metric units and materials',
  '/step3': 'Enter the items details',
  '/furniture-category-list': 'Select Type',
  '/summary': 'Review your order',
};

describe('routes and guards', () => {
  it('sends / to /home, which shows the welcome text and Start', async () => {
    const { user } = await renderApp('/');
    await findHeading('Welcome');
    expect(currentPath()).toBe('/home');
    await user.click(screen.getByRole('link', { name: 'Start' }));
    await findHeading('Enter your info');
    expect(currentPath()).toBe('/step1');
  });

  it.each([
    { path: '/step2', what: 'no customer', draft: {}, landing: '/step1' },
    { path: '/step3', what: 'no customer', draft: {}, landing: '/step1' },
    { path: '/summary', what: 'no customer', draft: {}, landing: '/step1' },
    {
      path: '/cabinet-list',
      what: 'no unit',
      draft: { customer: sampleCustomer },
      landing: '/step2',
    },
    {
      path: '/step3',
      what: 'no materials',
      draft: { customer: sampleCustomer, unit: 'mm' as const },
      landing: '/step2',
    },
    { path: '/note', what: 'no items', draft: materialsDone, landing: '/step3' },
    { path: '/summary', what: 'no items', draft: materialsDone, landing: '/step3' },
    {
      path: '/furniture-type-list',
      what: 'no category chosen',
      draft: materialsDone,
      landing: '/furniture-category-list',
    },
    {
      path: '/furniture-form',
      what: 'no model chosen',
      draft: materialsDone,
      landing: '/furniture-category-list',
    },
    { path: '/result', what: 'no order sent', draft: completeDraft(), landing: '/summary' },
  ])('$path with $what lands on $landing', async ({ path, draft, landing }) => {
    await renderApp(path, { draft });
    await findHeading(HEADINGS[landing] ?? '');
    expect(currentPath()).toBe(landing);
  });

  it('lets a complete enough draft through, and opens the item form on the preselected model', async () => {
    await renderApp('/furniture-form', {
      draft: materialsDone,
      selection: { categoryId: 100, typeId: 110, modelId: MODEL_IDS.baseOneDoor },
    });
    await findHeading('Base 1 Door');
    expect(currentPath()).toBe('/furniture-form');
  });

  it('sends an unknown path home', async () => {
    await renderApp('/no-such-page');
    await findHeading('Welcome');
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });
});
