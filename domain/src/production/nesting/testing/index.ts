/*
 * The nesting fixtures (docs/production/nesting.md, "Tests"): the kitchen order's pieces per
 * material and the seeded stress case, for the nesting tests and the benchmark.
 */
export { KITCHEN_FIXTURE, type KitchenMaterialFixture } from './kitchen-fixture';
export { STRESS_CASE, seededRandom, stressPieces } from './stress-case';
