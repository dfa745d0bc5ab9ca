export { StepHeader } from './step-header';
export type { StepHeaderProps, WizardStep } from './step-header';
export { stepHeaderRecipe } from './step-header.recipe';
