import type { ComponentType, LazyExoticComponent } from 'react';
import { PATHS, type AppPath } from '../../config/paths';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { loadInTurnWhenIdle, nextTask } from '../../lib/when-idle';

/** One screen of the wizard: where it is, which step the header highlights, and its code. */
export interface WizardScreen {
  path: AppPath;
  /** 1 to 3; 0 for none (the result page). */
  step: 0 | 1 | 2 | 3;
  Screen: LazyExoticComponent<ComponentType>;
  /** The screen shows the catalogue (tiles, furniture), which must be loaded first. */
  needsCatalogue: boolean;
}

const preloaders = new Map<string, () => Promise<unknown>>();
/** What a screen does before its first render, once its code is here (see `screen`). */
const preparers = new Map<string, () => void>();

/**
 * A screen whose code is loaded on its first visit, or earlier by preloadScreen(s). `prepare`,
 * given the screen's module, does what its first render would otherwise do inside React's
 * render (building a schema on its first use, say): preloadScreen runs it in a task of its own
 * for the screen a visit starts on (docs/architecture.md, "The first page's start").
 */
function screen<M>(
  path: AppPath,
  step: WizardScreen['step'],
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  needsCatalogue = false,
  prepare?: (module: M) => void,
): WizardScreen {
  const { Component, preload } = lazyWithPreload(() =>
    load().then((module) => {
      if (prepare) preparers.set(path, () => prepare(module));
      return pick(module);
    }),
  );
  preloaders.set(path, preload);
  return { path, step, Screen: Component, needsCatalogue };
}

/** Fetches every screen's code at once (the prerender, which renders them all in Node). */
export function preloadScreens(): Promise<unknown> {
  return Promise.all([...preloaders.values()].map((preload) => preload().catch(() => undefined)));
}

/**
 * Fetches every screen's code ahead of need, one screen at a time when the browser is idle (the
 * wizard calls it shortly after its first screen), then `after`'s, so moving through the steps
 * does not wait on the network and the person filling in the first screen never waits on it.
 */
export function preloadScreensInTurn(...after: (() => Promise<unknown>)[]): Promise<void> {
  return loadInTurnWhenIdle([...preloaders.values(), ...after]);
}

/**
 * Fetches one screen's code (the one a visit starts on) and prepares the screen in the next
 * task. Resolves once it is here and prepared, or failed: the route's Suspense then retries and
 * shows what failed.
 */
export async function preloadScreen(path: string): Promise<void> {
  await preloaders
    .get(path)?.()
    .catch(() => undefined);
  const prepare = preparers.get(path);
  if (!prepare) return;
  await nextTask();
  prepare();
}

export const WIZARD_SCREENS: WizardScreen[] = [
  screen(
    PATHS.step1,
    1,
    () => import('./customer/customer-screen'),
    (m) => m.CustomerScreen,
    false,
    (m) => m.prepareCustomerForm(),
  ),
  screen(
    PATHS.step2,
    2,
    () => import('./materials/materials-screen'),
    (m) => m.MaterialsScreen,
  ),
  screen(
    PATHS.cabinetList,
    2,
    () => import('./materials/material-list-screen'),
    (m) => m.CabinetListScreen,
    true,
  ),
  screen(
    PATHS.finishList,
    2,
    () => import('./materials/material-list-screen'),
    (m) => m.FinishListScreen,
    true,
  ),
  screen(
    PATHS.cabinetCustomForm,
    2,
    () => import('./materials/custom-material-screen'),
    (m) => m.CabinetCustomFormScreen,
  ),
  screen(
    PATHS.finishCustomForm,
    2,
    () => import('./materials/custom-material-screen'),
    (m) => m.FinishCustomFormScreen,
  ),
  screen(
    PATHS.step3,
    3,
    () => import('./items/items-screen'),
    (m) => m.ItemsScreen,
  ),
  screen(
    PATHS.furnitureCategoryList,
    3,
    () => import('./items/furniture-category-screen'),
    (m) => m.FurnitureCategoryScreen,
    true,
  ),
  screen(
    PATHS.furnitureTypeList,
    3,
    () => import('./items/furniture-type-screen'),
    (m) => m.FurnitureTypeScreen,
    true,
  ),
  screen(
    PATHS.furnitureModelList,
    3,
    () => import('./items/furniture-model-screen'),
    (m) => m.FurnitureModelScreen,
    true,
  ),
  screen(
    PATHS.furnitureForm,
    3,
    () => import('./items/form/furniture-form-screen'),
    (m) => m.FurnitureFormScreen,
    true,
  ),
  screen(
    PATHS.note,
    3,
    () => import('./review/note-screen'),
    (m) => m.NoteScreen,
  ),
  screen(
    PATHS.summary,
    3,
    () => import('./review/summary-screen'),
    (m) => m.SummaryScreen,
  ),
  screen(
    PATHS.result,
    0,
    () => import('./review/result-screen'),
    (m) => m.ResultScreen,
  ),
];

/** The step the header highlights on a path (0 when none). */
export function stepOf(pathname: string): WizardScreen['step'] {
  return WIZARD_SCREENS.find((entry) => entry.path === pathname)?.step ?? 0;
}
