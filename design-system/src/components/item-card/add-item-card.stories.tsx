import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignSystemProvider } from '../../provider/design-system-provider';
import type { LinkComponentProps } from '../../provider/link-context';
import { phoneWidth } from '../../storybook/viewports';
import { AddItemCard } from './add-item-card';

const meta = {
  title: 'Components/AddItemCard',
  component: AddItemCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Add Item', href: '/furniture-category-list' },
} satisfies Meta<typeof AddItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Add Item' });
    await expect(link).toHaveAttribute('href', '/furniture-category-list');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const SpanishTexts: Story = { args: { label: 'Agregar artículo' } };

export const PhoneWidth: Story = { globals: phoneWidth };

const navigate = fn();

/** The app's router link plugs in through the provider; here a stand-in records the navigation. */
function RecordingLink({ href, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
    />
  );
}

export const WithRouterLink: Story = {
  decorators: [
    (Story) => (
      <DesignSystemProvider linkComponent={RecordingLink}>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Add Item' }));
    await expect(navigate).toHaveBeenCalledWith('/furniture-category-list');
  },
};

/** Pressing the card (click or Enter) calls `onClick`, e.g. to clear the item being edited. */
export const CallsOnClick: Story = {
  args: { onClick: fn() },
  decorators: [
    (Story) => (
      <DesignSystemProvider linkComponent={RecordingLink}>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('link', { name: 'Add Item' });
    await userEvent.click(card);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Without `href` the card is a button that only calls `onClick` (the app navigates itself). */
export const AsButton: Story = {
  args: { href: undefined, onClick: fn() },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button', { name: 'Add Item' });
    await userEvent.click(card);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const LongLabel: Story = {
  args: { label: 'Add another cabinet, panel, filler or door to this order' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link', { name: /Add another cabinet/ });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
