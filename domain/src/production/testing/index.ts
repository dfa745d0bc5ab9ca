/*
 * Shared test data of the production outputs: the reference orders (mm and inch) and the
 * fast-check arbitraries over the catalogue fixture. For tests only; never imported by the
 * production code itself.
 */
export * from './reference-order';
export * from './arbitraries';
export * from './kitchen-order';
