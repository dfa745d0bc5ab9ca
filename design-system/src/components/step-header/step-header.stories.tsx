import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneWidth } from '../../storybook/viewports';
import { StepHeader } from './step-header';

const englishSteps = [
  { href: '/step1', label: 'Enter your info' },
  { href: '/step2', label: 'Units and materials' },
  { href: '/step3', label: 'Items' },
];

// A drawn mark for the image-logo story; a data URI keeps the story free of asset files.
const logoMark =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#166d67"/><path d="M8 22h16M10 10h12v8H10z" stroke="#fff" stroke-width="2" fill="none"/></svg>',
  );

const meta = {
  title: 'Components/StepHeader',
  component: StepHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    steps: englishSteps,
    currentStep: 1,
    logo: 'Cutshop',
    homeHref: '/',
    homeLabel: 'Cutshop home',
    navLabel: 'Order steps',
  },
} satisfies Meta<typeof StepHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Order steps' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: /Enter your info/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(within(nav).getByRole('link', { name: /Items/ })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('link', { name: 'Cutshop home' })).toHaveAttribute('href', '/');
  },
};

export const SecondStep: Story = {
  args: { currentStep: 2 },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveAttribute('href', '/step2');
    await expect(current).toHaveAccessibleName(/2\s*Units and materials/);
  },
};

export const ThirdStep: Story = { args: { currentStep: 3 } };

/** The logo and the three steps are reached with Tab, in reading order. */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cutshop home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Enter your info/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Units and materials/ })).toHaveFocus();
  },
};

export const SpanishTexts: Story = {
  args: {
    currentStep: 2,
    homeLabel: 'Inicio de Cutshop',
    navLabel: 'Pasos del pedido',
    steps: [
      { href: '/step1', label: 'Ingresa tus datos' },
      { href: '/step2', label: 'Unidades y materiales' },
      { href: '/step3', label: 'Artículos' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pasos del pedido' });
    await expect(within(nav).getByRole('link', { name: /Unidades y materiales/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

export const LongLabels: Story = {
  args: {
    steps: [
      { href: '/step1', label: 'Enter your contact information and the name of this order' },
      { href: '/step2', label: 'Select the metric units and the cabinet and finish materials' },
      { href: '/step3', label: 'Enter the details of every cabinet, panel, door and filler' },
    ],
  },
};

/** On a phone only the numbers show; the step names stay in each link's accessible name. */
export const PhoneWidth: Story = {
  globals: phoneWidth,
  args: { currentStep: 3 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Items/ });
    await expect(link).toHaveAttribute('aria-current', 'step');
    await expect(link.getBoundingClientRect().width).toBeLessThan(64);
  },
};

/** The app's logo is any node; here a picture with its text beside it. */
export const ImageLogo: Story = {
  render: (args) => (
    <StepHeader
      {...args}
      logo={
        <>
          <img src={logoMark} alt="" width="32" height="32" />
          Cutshop
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Cutshop home' });
    await expect(home.querySelector('img')).toBeVisible();
  },
};

/** A stand-in for the app's language choice in the `actions` slot. */
const languageChoice = (
  <div role="group" aria-label="Language">
    <button type="button">EN</button>
    <button type="button">ES</button>
  </div>
);

/**
 * The page's own controls sit inside the header, at its end, and the divider runs under the
 * whole header.
 */
export const WithActions: Story = {
  globals: phoneWidth,
  args: { currentStep: 2, actions: languageChoice },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(getComputedStyle(header).borderBottomWidth).toBe('1px');
    await expect(header.getBoundingClientRect().width).toBe(
      canvasElement.ownerDocument.body.clientWidth,
    );
  },
};

/**
 * Without steps (a page before the wizard, e.g. the welcome page) the logo stays exactly where
 * the wizard's pages have it, with the same look.
 */
export const WithoutSteps: Story = {
  globals: phoneWidth,
  render: (args) => (
    <>
      {/* Inside sections, the two headers are not two page banners. */}
      <section aria-label="Wizard page" data-testid="with-steps">
        <StepHeader {...args} actions={languageChoice} />
      </section>
      <section aria-label="Welcome page" data-testid="without-steps">
        <StepHeader
          logo={args.logo}
          homeHref={args.homeHref}
          homeLabel={args.homeLabel}
          actions={languageChoice}
        />
      </section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logoOf = (testId: string) => {
      const wrapper = canvas.getByTestId(testId);
      const link = within(wrapper).getByRole('link', { name: 'Cutshop home' });
      const box = link.getBoundingClientRect();
      const top = wrapper.getBoundingClientRect().top;
      const { color, fontSize } = getComputedStyle(link);
      return { x: box.x, y: box.y - top, width: box.width, height: box.height, color, fontSize };
    };
    await expect(within(canvas.getByTestId('without-steps')).queryByRole('navigation')).toBeNull();
    await expect(logoOf('without-steps')).toEqual(logoOf('with-steps'));
  },
};
