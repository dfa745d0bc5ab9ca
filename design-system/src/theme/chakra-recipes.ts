import {
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  linkRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/*
 * Chakra's own recipes, only for the Chakra components the app and the design system render
 * (each looks its recipe up in the system by this key; a missing key renders unstyled). Chakra's
 * full set holds some eighty recipes; every page would download and parse all of them.
 *
 * These are the ones the first pages (/home, the page shell, the loading state) render; the
 * others are in route-recipes.ts, which the app loads with a route's code (first-page-system.ts).
 * A new Chakra component in a screen needs its recipe added to one of the two.
 */

export const firstPageRecipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};
