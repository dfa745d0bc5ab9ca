/*
 * Guillotine cutting plans (docs/production/nesting.md): `nest` plans one material's pieces on
 * its sheets; `guillotineCheck` replays a plan's cuts.
 */
export * from './types';
export { NESTING_RULES, NESTING_PORTFOLIO } from './rules';
export { nest } from './nest';
export { nestElsewhere, type NestCall, type NestElsewhere } from './elsewhere';
export { guillotineCheck } from './guillotine-check';
export { cutStages, stageCheck } from './stage-check';
