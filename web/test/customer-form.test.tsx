import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCart } from '../src/features/ordering/state/cart-store';
import { REMEMBERED_CUSTOMER_KEY } from '../src/features/ordering/state/remembered-customer';
import { completeDraft, sampleCustomer } from './support/fixtures';
import { currentPath, findHeading, renderApp, findShownText } from './support/render-app';

const FIELDS = {
  fullName: 'Full name',
  email: 'E-mail',
  phoneNumber: 'Phone number',
  address: 'Address',
  orderName: 'Order name',
} as const;

function nextButton() {
  return screen.getByRole('button', { name: 'Next' });
}

async function fillCustomer(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  for (const [field, label] of Object.entries(FIELDS)) {
    await user.type(
      screen.getByLabelText(label, { exact: false }),
      sampleCustomer[field as keyof typeof FIELDS],
    );
  }
}

describe('/step1, the customer form', () => {
  it('shows Required under an emptied field and keeps Next inert while invalid', async () => {
    const { user } = await renderApp('/step1');
    await findHeading('Enter your info');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByLabelText(/Full name/));
    await user.tab();
    await findShownText('Required');

    await user.click(nextButton());
    expect(currentPath()).toBe('/step1');
  });

  it('says what is missing when the inert Next is pressed, until the form is valid', async () => {
    const { user } = await renderApp('/step1');
    await findHeading('Enter your info');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(nextButton());
    expect(currentPath()).toBe('/step1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To continue, fill in: Full name, E-mail, Phone number, Address, Order name.',
    );
    expect(screen.getAllByText('Required')).toHaveLength(5);

    await user.type(screen.getByLabelText(/Full name/), sampleCustomer.fullName);
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'To continue, fill in: Phone number, Address, Order name. To continue, correct: E-mail.',
    );
    await user.clear(screen.getByLabelText(/E-mail/));
    for (const field of ['email', 'phoneNumber', 'address', 'orderName'] as const) {
      await user.type(
        screen.getByLabelText(FIELDS[field], { exact: false }),
        sampleCustomer[field],
      );
    }
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('refuses an address that is not one, and takes long and international top-level parts', async () => {
    const { user } = await renderApp('/step1');
    await findHeading('Enter your info');
    const email = screen.getByLabelText(/E-mail/);
    await user.type(email, 'ana@example');
    await user.tab();
    await findShownText('Invalid email address');
    for (const address of ['john@carpentry.studio', 'curator@art.museum', 'josé@ejemplo.es']) {
      await user.clear(email);
      await user.type(email, address);
      await waitFor(() => expect(screen.queryByText('Invalid email address')).toBeNull());
    }
    await user.clear(email);
    await user.type(email, 'ana@example.com.');
    await findShownText('Invalid email address');
  });

  it('stores the customer and goes to step 2 once valid', async () => {
    const { user } = await renderApp('/step1');
    await findHeading('Enter your info');
    await fillCustomer(user);
    await waitFor(() => expect(nextButton()).not.toHaveAttribute('aria-disabled'));
    await user.click(nextButton());
    await findHeading('Select the metric units and materials');
    expect(useCart.getState().draft.customer).toEqual(sampleCustomer);
    expect(useCart.getState().draft.name).toBe(sampleCustomer.orderName);
    expect(localStorage.getItem(REMEMBERED_CUSTOMER_KEY)).toBeNull();
  });

  it('keeps the customer in the browser with Remember my info, and pre-fills the next order', async () => {
    const { user } = await renderApp('/step1');
    await findHeading('Enter your info');
    await fillCustomer(user);
    await user.click(screen.getByText('Remember my info'));
    await user.click(nextButton());
    await findHeading('Select the metric units and materials');
    const { orderName, ...person } = sampleCustomer;
    expect(JSON.parse(localStorage.getItem(REMEMBERED_CUSTOMER_KEY) ?? 'null')).toEqual(person);

    // A new order starts from an empty draft; the remembered person fills the form again, but
    // not the previous order's name.
    useCart.getState().reset();
    await user.click(screen.getByRole('link', { name: /Your info/ }));
    await findHeading('Enter your info');
    expect(screen.getByLabelText(/Full name/)).toHaveValue(sampleCustomer.fullName);
    expect(screen.getByLabelText(/Phone number/)).toHaveValue(sampleCustomer.phoneNumber);
    expect(screen.getByLabelText(/Order name/)).toHaveValue('');
    expect(orderName).not.toBe('');
    expect(screen.getByRole('checkbox', { name: 'Remember my info' })).toBeChecked();
  });

  it('does not refill an order name kept by an earlier version', async () => {
    localStorage.setItem(REMEMBERED_CUSTOMER_KEY, JSON.stringify(sampleCustomer));
    await renderApp('/step1');
    await findHeading('Enter your info');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue(sampleCustomer.email);
    expect(screen.getByLabelText(/Order name/)).toHaveValue('');
  });

  it('forgets remembered details when the box is unticked', async () => {
    localStorage.setItem(REMEMBERED_CUSTOMER_KEY, JSON.stringify(sampleCustomer));
    const { user } = await renderApp('/step1');
    await findHeading('Enter your info');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue(sampleCustomer.email);
    await user.type(screen.getByLabelText(/Order name/), sampleCustomer.orderName);
    await user.click(screen.getByText('Remember my info'));
    await user.click(nextButton());
    await findHeading('Select the metric units and materials');
    expect(localStorage.getItem(REMEMBERED_CUSTOMER_KEY)).toBeNull();
  });

  it('Log Out on the result page forgets the order and the remembered customer', async () => {
    localStorage.setItem(REMEMBERED_CUSTOMER_KEY, JSON.stringify(sampleCustomer));
    const { user } = await renderApp('/result', {
      draft: completeDraft(),
      sentOrderUuid: '4f1c2a9e-8b7d-4c3e-9a1f-2b3c4d5e6f70',
    });
    await findHeading('Your order was successfully sent');
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await findHeading('Welcome');
    expect(currentPath()).toBe('/home');
    expect(localStorage.getItem(REMEMBERED_CUSTOMER_KEY)).toBeNull();
    expect(useCart.getState().draft.customer).toBeNull();
  });
});
