import { defineSlotRecipe } from '@chakra-ui/react';

/** The notification: a fixed live region at the top right holding one banner. */
export const notificationRecipe = defineSlotRecipe({
  className: 'shop-notification',
  slots: ['region', 'banner', 'message', 'close'],
  base: {
    region: {
      position: 'fixed',
      top: '4',
      insetEnd: '4',
      insetStart: { base: '4', sm: 'auto' },
      zIndex: 'toast',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-end',
      pointerEvents: 'none',
    },
    banner: {
      pointerEvents: 'auto',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: { base: '100%', sm: 'sm' },
      maxWidth: '100%',
      ps: '4',
      pe: '2',
      py: '3',
      bg: 'surface.raised',
      color: 'fg',
      borderRadius: 'l3',
      borderWidth: '1px',
      borderColor: 'border',
      borderStartWidth: '4px',
      borderStartColor: 'colorPalette.solid',
      boxShadow: 'lg',
    },
    message: { flex: '1', py: '1', overflowWrap: 'anywhere' },
    close: { flexShrink: 0 },
  },
  variants: {
    tone: {
      info: { banner: { colorPalette: 'brand' } },
      success: { banner: { colorPalette: 'green' } },
      error: { banner: { colorPalette: 'red' } },
    },
  },
  defaultVariants: { tone: 'info' },
});
