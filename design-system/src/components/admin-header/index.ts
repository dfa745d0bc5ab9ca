export { AdminHeader } from './admin-header';
export type { AdminHeaderProps } from './admin-header';
export { adminHeaderRecipe } from './admin-header.recipe';
