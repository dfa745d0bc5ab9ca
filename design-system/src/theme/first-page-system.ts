import { firstPageRecipes } from './chakra-recipes';
import { addRecipes, createShopSystem } from './system';

/**
 * The app's Chakra system: at first only the recipes the first pages render, so /home does not
 * download the forms', dialogs' and tables' styles. loadRouteRecipes adds the others; the app
 * awaits it with a route's code, before the route renders.
 */
export const firstPageSystem = createShopSystem({ recipes: firstPageRecipes, slotRecipes: {} });

let routeRecipesLoading: Promise<void> | null = null;

/** Fetches the recipes of the screens after the first page into firstPageSystem, once. */
export function loadRouteRecipes(): Promise<void> {
  routeRecipesLoading ??= import('./route-recipes').then(
    ({ routeRecipes, routeSlotRecipes }) =>
      addRecipes(firstPageSystem, { recipes: routeRecipes, slotRecipes: routeSlotRecipes }),
    (error: unknown) => {
      routeRecipesLoading = null;
      throw error;
    },
  );
  return routeRecipesLoading;
}
