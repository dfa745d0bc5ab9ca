import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The library's name in the sidebar, so designers and QA know which Storybook they are in.
addons.setConfig({
  theme: create({ base: 'light', brandTitle: 'Cutshop design system' }),
});
