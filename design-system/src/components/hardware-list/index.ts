export { HardwareList } from './hardware-list';
export type { HardwareListProps, HardwareListRow } from './hardware-list';
export { hardwareListRecipe } from './hardware-list.recipe';
