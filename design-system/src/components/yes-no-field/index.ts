export { YesNoField } from './yes-no-field';
export type { YesNoFieldProps, YesNoValue } from './yes-no-field';
export { yesNoFieldRecipe } from './yes-no-field.recipe';
export { RequiredMarker } from './required-marker';
