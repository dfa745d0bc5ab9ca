import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/** True when `dir` holds a `*.stories.tsx` file at any depth. */
function hasStories(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((file) =>
    file.endsWith('.stories.tsx'),
  );
}

// The web app's screens may add stories later; its glob is listed only once one exists, because
// an empty glob makes Storybook warn on every start.
const webStories = '../web/src/**/*.stories.tsx';

const config: StorybookConfig = {
  stories: [
    '../design-system/src/**/*.mdx',
    '../design-system/src/**/*.stories.tsx',
    ...(hasStories(path.join(configDir, '../web/src')) ? [webStories] : []),
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const rolldownOptions = viteConfig.build?.rolldownOptions ?? {};
    const previousOnWarn = rolldownOptions.onwarn;
    return {
      ...viteConfig,
      build: {
        ...viteConfig.build,
        // Storybook's own manager, axe and the docs renderer make large chunks by nature; the
        // app's bundle budget is checked in the web build, not here.
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
          ...rolldownOptions,
          // Chakra's Ark UI parts start with "use client", which a client-only bundle ignores;
          // without this filter a build prints about a thousand identical warnings.
          onwarn(warning, defaultHandler) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (previousOnWarn) previousOnWarn(warning, defaultHandler);
            else defaultHandler(warning);
          },
        },
      },
    };
  },
};

export default config;
