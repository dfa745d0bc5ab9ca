import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
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
import { shopLayerStyles } from './layer-styles';
import { semanticTokens } from './semantic-tokens';
import { tokens } from './tokens';

type ShopTheme = NonNullable<SystemConfig['theme']>;

/** Chakra recipes by the key its components look them up with (chakra-recipes.ts). */
export interface ChakraRecipes {
  recipes: NonNullable<ShopTheme['recipes']>;
  slotRecipes: NonNullable<ShopTheme['slotRecipes']>;
}

/**
 * Chakra's default theme (tokens, global css, text and layer styles) with only the recipes of
 * the Chakra components in use. `defaultConfig` would bring every Chakra recipe into the first
 * page load. The design system's own components pass their recipe to `useSlotRecipe` where they
 * render, so their styles travel with them (the back office's stay in its own chunk).
 */
const chakraTheme = ({ recipes, slotRecipes }: ChakraRecipes) =>
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: chakraTokens,
      semanticTokens: chakraSemanticTokens,
      recipes,
      slotRecipes,
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

/** A Chakra system of Chakra's base theme, the given recipes, and the shop's tokens. */
export function createShopSystem(recipes: ChakraRecipes): SystemContext {
  return createSystem(defaultBaseConfig, chakraTheme(recipes), shopConfig);
}

/**
 * Adds recipes to a system made by createShopSystem. Chakra reads a recipe from the system's
 * config when a component first renders with its key and keeps the result, so this must run
 * before any component using one of them renders (the app calls it with a route's code).
 */
export function addRecipes(system: SystemContext, { recipes, slotRecipes }: ChakraRecipes): void {
  const theme = (system._config.theme ??= {});
  theme.recipes = { ...theme.recipes, ...recipes };
  theme.slotRecipes = { ...theme.slotRecipes, ...slotRecipes };
}
