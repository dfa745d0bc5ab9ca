export { QuantityStepper } from './quantity-stepper';
export type { QuantityStepperProps } from './quantity-stepper';
export { quantityStepperRecipe } from './quantity-stepper.recipe';
