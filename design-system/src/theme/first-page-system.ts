import type { SystemContext } from '@chakra-ui/react';
import { firstPageRecipes } from './chakra-recipes';
import { addRecipes, createShopSystemInSteps, type ChakraRecipes } from './system';

let made: SystemContext | null = null;
/** The system being made in steps (makeFirstPageSystem), until it is made. */
let making: Generator<void, SystemContext, undefined> | null = null;
/** Route recipes that arrived before the system was made: added when it is. */
let pending: ChakraRecipes | null = null;

function startMaking(): Generator<void, SystemContext, undefined> {
  making ??= createShopSystemInSteps({ recipes: firstPageRecipes, slotRecipes: {} });
  return making;
}

function settle(system: SystemContext): SystemContext {
  made = system;
  making = null;
  if (pending) addRecipes(system, pending);
  pending = null;
  return system;
}

/**
 * The app's Chakra system: at first only the recipes the first pages render, so /home does not
 * download the forms', dialogs' and tables' styles. loadRouteRecipes adds the others; the app
 * awaits it with a route's code, before the route renders. Made on first use, not when the
 * module loads, or by makeFirstPageSystem: making it is the largest piece of a page's start
 * (docs/architecture.md, "The first page's start"). Called while makeFirstPageSystem is under
 * way, it finishes the same system at once.
 */
export function firstPageSystem(): SystemContext {
  if (made) return made;
  const steps = startMaking();
  let step = steps.next();
  while (!step.done) step = steps.next();
  return settle(step.value);
}

/**
 * Makes firstPageSystem() one step at a time, awaiting `betweenSteps` (the app's next task)
 * after each, so that no step holds the main thread long (docs/architecture.md, "Chakra's
 * system in steps"); the app awaits it before React renders.
 */
export async function makeFirstPageSystem(
  betweenSteps: () => Promise<void>,
): Promise<SystemContext> {
  while (!made) {
    const step = startMaking().next();
    if (step.done) return settle(step.value);
    await betweenSteps();
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
