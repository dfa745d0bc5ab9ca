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

/** Which colour modes a system carries: the app's light only, or light and dark (the stories). */
export type ColourModes = 'light' | 'light and dark';

/**
 * Chakra's colour palettes no component, recipe or status of the shop uses. Each palette is
 * about 30 tokens and their CSS variables that every page would otherwise build at start.
 */
const UNUSED_PALETTES: ReadonlySet<string> = new Set(['yellow', 'teal', 'cyan', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name)),
  ) as T;
}

/** A semantic token tree with each `{ _light, _dark }` value reduced to its light one. */
function lightValues(node: unknown): unknown {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const record = node as Record<string, unknown>;
  if ('_light' in record) return record._light;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, lightValues(value)]),
  );
}

function inModes<T>(semantic: T, colourModes: ColourModes): T {
  return colourModes === 'light' ? (lightValues(semantic) as T) : semantic;
}

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
const chakraTheme = ({ recipes, slotRecipes }: ChakraRecipes, colourModes: ColourModes) =>
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...chakraTokens, colors: withoutUnusedPalettes(chakraTokens.colors) },
      semanticTokens: inModes(
        { ...chakraSemanticTokens, colors: withoutUnusedPalettes(chakraSemanticTokens.colors) },
        colourModes,
      ),
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  });

const shopConfig = (colourModes: ColourModes) =>
  defineConfig({
    globalCss: {
      body: { bg: 'surface.page', color: 'fg' },
    },
    theme: {
      tokens,
      semanticTokens: inModes(semanticTokens, colourModes),
      layerStyles: shopLayerStyles,
    },
  });

/** The configs of a shop system, in the order Chakra merges them. */
const shopConfigs = (recipes: ChakraRecipes, colourModes: ColourModes): SystemConfig[] => [
  defaultBaseConfig,
  chakraTheme(recipes, colourModes),
  shopConfig(colourModes),
];

/**
 * A Chakra system of Chakra's base theme, the given recipes, and the shop's tokens. The app is
 * light only (nothing in it sets Chakra's `.dark` class), so its system leaves the dark values
 * out: about a third less token CSS to build at start and to parse in every first page
 * (docs/architecture.md, "Chakra tokens"). The stories keep both modes.
 */
export function createShopSystem(
  recipes: ChakraRecipes,
  colourModes: ColourModes = 'light',
): SystemContext {
  return createSystem(...shopConfigs(recipes, colourModes));
}

/** Chakra's `createSystem` as a generator that stops between its phases. */
type SystemInSteps = (...configs: SystemConfig[]) => Generator<void, SystemContext, undefined>;

/**
 * The same system as createShopSystem, made in steps: the generator stops between the phases
 * of Chakra's work where the app's build gave Chakra them (`createSystem.inSteps`,
 * docs/architecture.md, "Chakra's system in steps"), and makes it in one step where it did not
 * (the dev server, the tests, the stories).
 */
export function* createShopSystemInSteps(
  recipes: ChakraRecipes,
): Generator<void, SystemContext, undefined> {
  const configs = shopConfigs(recipes, 'light');
  const inSteps = (createSystem as typeof createSystem & { inSteps?: SystemInSteps }).inSteps;
  if (inSteps) return yield* inSteps(...configs);
  return createSystem(...configs);
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
