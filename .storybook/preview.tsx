import type { Preview } from '@storybook/react-vite';
import { DesignSystemProvider } from '../design-system/src';
import { ColorModeFrame, type ColorMode } from './color-mode';

const preview: Preview = {
  decorators: [
    (Story, context) => (
      <DesignSystemProvider>
        <ColorModeFrame mode={context.globals.colorMode === 'dark' ? 'dark' : 'light'}>
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
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
