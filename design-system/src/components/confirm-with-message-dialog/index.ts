export { ConfirmWithMessageDialog } from './confirm-with-message-dialog';
export type {
  ConfirmWithMessageDialogProps,
  ConfirmWithMessageTexts,
} from './confirm-with-message-dialog';
export { confirmWithMessageDialogRecipe } from './confirm-with-message-dialog.recipe';
