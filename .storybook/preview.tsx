import type { Preview } from '@storybook/react-vite';
import { DesignSystemProvider } from '../design-system/src';
import { ColorModeFrame, applyColorMode, colorModeOf, type ColorMode } from './color-mode';

const preview: Preview = {
  // Sets the colour mode before the story renders, so its play function and the axe check see it
  // the same way in the built Storybook and in the test run.
  beforeEach: ({ globals }) => {
    applyColorMode(colorModeOf(globals));
  },
  decorators: [
    (Story, context) => (
      <DesignSystemProvider>
        <ColorModeFrame mode={colorModeOf(context.globals)}>
          <Story />
        </ColorModeFrame>
      </DesignSystemProvider>
    ),
  ],
  globalTypes: {
    colorMode: {
      description: 'Colour mode of the components',
      toolbar: {
        title: 'Colour mode',
        icon: 'contrast',
        items: [
          { value: 'light' satisfies ColorMode, title: 'Light' },
          { value: 'dark' satisfies ColorMode, title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'padded',
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Examples'] },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    // An accessibility violation fails the story's test, not just a warning in the panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' } },
        phoneLarge: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
