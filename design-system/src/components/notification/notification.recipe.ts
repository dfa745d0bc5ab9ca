import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * The notification: a live region holding one banner at the top right. `viewport` pins it to
 * the window's corner; `belowHeader` hangs it under the page's header (the region is a
 * zero-height sticky strip placed right after the header), so the header's controls stay free,
 * and it keeps to the window's top once the header has scrolled away. `bottom` pins it to the
 * window's bottom (the page keeps room for it under its last content).
 */
export const notificationRecipe = defineSlotRecipe({
  className: 'shop-notification',
  slots: ['region', 'stack', 'banner', 'message', 'action', 'close'],
  base: {
    region: { zIndex: 'toast', pointerEvents: 'none' },
    stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' },
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
    action: { flexShrink: 0, colorPalette: 'brand' },
    close: { flexShrink: 0 },
  },
  variants: {
    placement: {
      viewport: {
        region: {
          position: 'fixed',
          top: '4',
          insetEnd: '4',
          insetStart: { base: '4', sm: 'auto' },
        },
      },
      bottom: {
        region: {
          position: 'fixed',
          bottom: '4',
          insetEnd: '4',
          insetStart: { base: '4', sm: 'auto' },
        },
      },
      belowHeader: {
        region: { position: 'sticky', top: 0, height: 0, width: '100%' },
        stack: {
          position: 'absolute',
          top: '3',
          insetEnd: '4',
          insetStart: { base: '4', sm: 'auto' },
        },
      },
    },
    tone: {
      info: { banner: { colorPalette: 'brand' } },
      success: { banner: { colorPalette: 'green' } },
      error: { banner: { colorPalette: 'red' } },
    },
  },
  defaultVariants: { placement: 'viewport', tone: 'info' },
});
