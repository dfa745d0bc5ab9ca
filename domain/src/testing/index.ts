/*
 * `@cutshop/domain/testing`: the sample data of the mocks, the stories, the benchmark and the
 * tests: the seeded catalogue, the reference and kitchen orders, the fast-check arbitraries, the
 * nesting fixtures, the drawing samples and the item-build factory. A separate entry from the
 * rules (`@cutshop/domain`, `@cutshop/domain/production`), so an app bundle never takes it in;
 * code outside tests, stories, mocks and the benchmark never imports it.
 */
export { catalogueFixture } from './catalogue';
export { CATEGORY_IDS, COLOUR_IDS, FINISH_IDS, MODEL_IDS } from './catalogue-ids';
export * from './reference-order';
export * from './kitchen-order';
export * from './arbitraries';
export { KITCHEN_FIXTURE } from './nesting-kitchen';
export { STRESS_CASE, seededRandom, stressPieces } from './nesting-stress';
export { DRAWING_SAMPLES } from './drawing-samples';
export { storedTile } from './materials';
export * from './documented-values';
