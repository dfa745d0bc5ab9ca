import { firstPageRecipes } from './chakra-recipes';
import { routeRecipes, routeSlotRecipes } from './route-recipes';
import { createShopSystem } from './system';

/**
 * The shop's Chakra system with every recipe in use from the start, in light and dark: for the
 * stories and tests, which render any component without loading a route. The app starts from
 * firstPageSystem instead (first-page-system.ts).
 */
export const system = createShopSystem(
  { recipes: { ...firstPageRecipes, ...routeRecipes }, slotRecipes: routeSlotRecipes },
  'light and dark',
);
