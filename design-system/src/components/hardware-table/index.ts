export { HardwareTable } from './hardware-table';
export type {
  HardwareAmount,
  HardwareAmountKind,
  HardwareTableProps,
  HardwareTableTexts,
} from './hardware-table';
export { hardwareTableRecipe } from './hardware-table.recipe';
