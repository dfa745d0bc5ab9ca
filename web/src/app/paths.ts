/** Every route of the app, written once (SPEC 2). */
export const PATHS = {
  root: '/',
  home: '/home',
  step1: '/step1',
  step2: '/step2',
  step3: '/step3',
  cabinetList: '/cabinet-list',
  finishList: '/finish-list',
  cabinetCustomForm: '/cabinet-custom-form',
  finishCustomForm: '/finish-custom-form',
  furnitureCategoryList: '/furniture-category-list',
  furnitureTypeList: '/furniture-type-list',
  furnitureModelList: '/furniture-model-list',
  furnitureForm: '/furniture-form',
  note: '/note',
  summary: '/summary',
  result: '/result',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];
