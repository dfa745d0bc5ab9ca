/*
 * `@cutshop/domain/production`: the production outputs, computed from an order and the catalogue
 * (docs/production.md). A separate entry from the package's index so the customer's first pages
 * never load it.
 */
export * from './types';
export * from './parts';
export * from './hardware';
export * from './cut-list';
export * from './formats';
export * from './drawing';
export * from './export';
export * from './production-file';
export * from './nesting';
export * from './plan';
export * from './labels';
export * from './settings';
export * from '../pricing';
