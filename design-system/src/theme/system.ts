import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens as chakraSemanticTokens,
  textStyles,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { chakraRecipes, chakraSlotRecipes } from './chakra-recipes';
import { shopLayerStyles } from './layer-styles';
import { semanticTokens } from './semantic-tokens';
import { tokens } from './tokens';

/**
 * Chakra's default theme (tokens, global css, text and layer styles) with only the recipes of
 * the Chakra components in use. `defaultConfig` would bring every Chakra recipe into the first
 * page load. The design system's own components pass their recipe to `useSlotRecipe` where they
 * render, so their styles travel with them (the back office's stay in its own chunk).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: chakraTokens,
    semanticTokens: chakraSemanticTokens,
    recipes: chakraRecipes,
    slotRecipes: chakraSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const shopConfig = defineConfig({
  globalCss: {
    body: { bg: 'surface.page', color: 'fg' },
  },
  theme: {
    tokens,
    semanticTokens,
    layerStyles: shopLayerStyles,
  },
});

/** The shop's Chakra system: Chakra's base theme, the recipes in use, and the shop's tokens. */
export const system = createSystem(defaultBaseConfig, chakraTheme, shopConfig);
