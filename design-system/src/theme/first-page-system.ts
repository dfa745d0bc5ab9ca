import type { SystemContext } from '@chakra-ui/react';
import { firstPageRecipes } from './chakra-recipes';
import { addRecipes, createShopSystem, type ChakraRecipes } from './system';

let made: SystemContext | null = null;
/** Route recipes that arrived before the system was made: added when it is. */
let pending: ChakraRecipes | null = null;

/**
 * The app's Chakra system: at first only the recipes the first pages render, so /home does not
 * download the forms', dialogs' and tables' styles. loadRouteRecipes adds the others; the app
 * awaits it with a route's code, before the route renders. Made on first use, not when the
 * module loads: making it is the largest piece of a page's start, and the app makes it in a
 * task of its own (docs/architecture.md, "The first page's start").
 */
export function firstPageSystem(): SystemContext {
  if (!made) {
    made = createShopSystem({ recipes: firstPageRecipes, slotRecipes: {} });
    if (pending) addRecipes(made, pending);
    pending = null;
  }
  return made;
}

let routeRecipesLoading: Promise<void> | null = null;

/** Fetches the recipes of the screens after the first page into firstPageSystem(), once. */
export function loadRouteRecipes(): Promise<void> {
  routeRecipesLoading ??= import('./route-recipes').then(
    ({ routeRecipes, routeSlotRecipes }) => {
      const recipes = { recipes: routeRecipes, slotRecipes: routeSlotRecipes };
      // Loading a route's recipes does not make the system before its own task (main.tsx).
      if (made) addRecipes(made, recipes);
      else pending = recipes;
    },
    (error: unknown) => {
      routeRecipesLoading = null;
      throw error;
    },
  );
  return routeRecipesLoading;
}
