export { KeyValueBlock } from './key-value-block';
export type { KeyValueBlockProps, KeyValueRow } from './key-value-block';
export { keyValueBlockRecipe } from './key-value-block.recipe';
