import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneWidth390 } from '../../storybook/viewports';
import { AdminHeader } from './admin-header';

const meta = {
  title: 'Components/Admin/AdminHeader',
  component: AdminHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: 'Cutshop',
    homeHref: '/admin/orders',
    homeLabel: 'Cutshop, order list',
    email: 'marta@cutshop.test',
    signedInLabel: 'Signed in as',
    logoutLabel: 'Logout',
    onLogout: fn(),
  },
} satisfies Meta<typeof AdminHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Cutshop, order list' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    await expect(within(header).getByText('marta@cutshop.test')).toHaveTextContent(
      'Signed in as marta@cutshop.test',
    );
    await userEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** Before the session check answers: no e-mail yet. */
export const WithoutEmail: Story = {
  args: { email: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Signed in as/)).toBeNull();
  },
};

/** Keyboard: the logo link, then Logout. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cutshop, order list' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toHaveFocus();
  },
};

export const LongEmail: Story = {
  args: { email: 'production.manager.with.a.long.address@workshop-cutshop-example.test' },
};

export const SpanishTexts: Story = {
  args: {
    homeLabel: 'Cutshop, lista de pedidos',
    signedInLabel: 'Sesión iniciada como',
    logoutLabel: 'Cerrar sesión',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cerrar sesión' }),
    ).toBeVisible();
  },
};

/**
 * On a phone the logo, the extra controls and Logout share the first row; the e-mail takes a row
 * of its own, cut with an ellipsis only when it is longer than the screen.
 */
export const PhoneWidth: Story = {
  globals: phoneWidth390,
  args: {
    email: 'production.manager.with.a.long.address@workshop-cutshop-example.test',
    actions: (
      <div role="group" aria-label="Language">
        <button type="button">EN</button>
        <button type="button">ES</button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByText(/production\.manager/).getBoundingClientRect();
    await expect(email.width).toBeGreaterThan(250);
    const logo = canvas.getByRole('link', { name: 'Cutshop, order list' }).getBoundingClientRect();
    const logout = canvas.getByRole('button', { name: 'Logout' }).getBoundingClientRect();
    await expect(
      Math.abs(logo.top + logo.height / 2 - (logout.top + logout.height / 2)),
    ).toBeLessThan(4);
    await expect(logout.right).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Extra controls (here a stand-in for the language choice) sit inside the header landmark. */
export const WithActions: Story = {
  globals: phoneWidth390,
  args: {
    actions: (
      <div role="group" aria-label="Language">
        <button type="button">EN</button>
        <button type="button">ES</button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
