import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { semanticTokens } from './semantic-tokens';
import { tokens } from './tokens';
import { recipes, slotRecipes } from './recipes';

const shopConfig = defineConfig({
  globalCss: {
    body: { bg: 'surface.page', color: 'fg' },
  },
  theme: {
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
  },
});

/** The shop's Chakra system: Chakra's defaults plus the shop's tokens and component recipes. */
export const system = createSystem(defaultConfig, shopConfig);
