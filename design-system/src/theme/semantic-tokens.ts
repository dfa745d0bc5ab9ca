import { defineSemanticTokens } from '@chakra-ui/react';

/** The colour-palette keys every palette needs so `colorPalette="brand"` works like a built-in one. */
function paletteTokens(name: string) {
  const ref = (shade: number) => `{colors.${name}.${shade}}`;
  return {
    contrast: { value: { _light: 'white', _dark: 'white' } },
    fg: { value: { _light: ref(700), _dark: ref(300) } },
    subtle: { value: { _light: ref(100), _dark: ref(900) } },
    muted: { value: { _light: ref(200), _dark: ref(800) } },
    emphasized: { value: { _light: ref(300), _dark: ref(700) } },
    solid: { value: { _light: ref(600), _dark: ref(600) } },
    focusRing: { value: { _light: ref(600), _dark: ref(400) } },
    border: { value: { _light: ref(500), _dark: ref(400) } },
  };
}

/**
 * Semantic colours: what a colour is for, with a light value (required) and a dark one.
 * `brand` and `wood` are full palettes so components can say `colorPalette="brand"`.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    brand: paletteTokens('brand'),
    wood: paletteTokens('wood'),
    surface: {
      page: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      card: { value: { _light: 'white', _dark: '{colors.gray.900}' } },
      raised: { value: { _light: 'white', _dark: '{colors.gray.800}' } },
    },
    selection: {
      border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
      bg: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
    },
    success: {
      fg: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
    },
    // Chakra's defaults (the 500 shades) fall under 4.5:1 on a light page; messages are small text.
    fg: {
      error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
      warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
      success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
    },
  },
});
