import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Dialog content that fills the screen on a phone and is a panel as tall as its content on wider
 * screens, up to a reading height (then the dialog's body scrolls). Chakra's responsive `size`
 * cannot say this: its `full` size leaves a full-height minimum behind at larger breakpoints.
 */
export const phoneFullScreenDialogContent: SystemStyleObject = {
  maxWidth: { base: '100dvw', md: 'lg' },
  minHeight: { base: '100dvh', md: 'auto' },
  maxHeight: { base: '100dvh', md: 'min(36rem, calc(100% - 7.5rem))' },
  borderRadius: { base: '0', md: 'l3' },
  // 'initial' clears the variable, so the dialog's own margin applies again.
  '--dialog-margin': { base: '0px', md: 'initial' },
};
