export { KeyValueBlock, KeyValueList } from './key-value-block';
export type { KeyValueBlockProps, KeyValueListProps, KeyValueRow } from './key-value-block';
export { keyValueBlockRecipe } from './key-value-block.recipe';
