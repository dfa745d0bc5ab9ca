import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * The admin order list: a fixed-height scroll box on wide screens (the page scrolls on a phone),
 * the "new orders" notice above it, and a footer with the loading, end or error state.
 */
export const orderListRecipe = defineSlotRecipe({
  className: 'shop-order-list',
  slots: ['root', 'notice', 'scroller', 'list', 'head', 'footer', 'error', 'empty', 'emptyText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3' },
    notice: { alignSelf: 'center' },
    scroller: {
      // 735 px on wide screens (docs/product.md); the page's own scroll on a phone.
      height: { base: 'auto', md: '735px' },
      overflowY: { base: 'visible', md: 'auto' },
      bg: 'surface.card',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l3',
      _focusVisible: {
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      },
    },
    list: { m: 0, p: 0 },
    // The column headers: a row of the table on wide screens; on a phone, where each order is a
    // card that names its own parts, they stay for screen readers only.
    head: {
      position: { base: 'absolute', md: 'sticky' },
      top: { md: 0 },
      zIndex: { md: 1 },
      width: { base: '1px', md: 'auto' },
      height: { base: '1px', md: 'auto' },
      overflow: { base: 'hidden', md: 'visible' },
      clipPath: { base: 'inset(50%)', md: 'none' },
      bg: 'surface.card',
      color: 'fg.muted',
      fontSize: 'xs',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
    },
    footer: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexWrap: 'wrap',
      gap: '3',
      py: '4',
      px: '4',
      color: 'fg.muted',
      fontSize: 'sm',
    },
    error: { color: 'fg.error', fontWeight: 'medium' },
    empty: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '3',
      py: '12',
      px: '4',
      textAlign: 'center',
    },
    emptyText: { color: 'fg.muted', fontSize: 'md' },
  },
});

/**
 * One order of the list: a grid row on wide screens, a small card on a phone. Rows never split
 * across printed pages.
 */
export const orderRowRecipe = defineSlotRecipe({
  className: 'shop-order-row',
  slots: ['root', 'id', 'updated', 'customer', 'name', 'total', 'status', 'linkCell', 'link'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: {
        base: '1fr auto',
        md: '8.5rem 9rem minmax(0, 1.2fr) minmax(0, 1fr) 8rem auto',
      },
      gridTemplateAreas: {
        base: '"id status" "customer customer" "name name" "updated link"',
        md: '"id updated customer name status link"',
      },
      alignItems: 'center',
      columnGap: '4',
      rowGap: '1',
      px: '4',
      py: '3',
      borderBottomWidth: '1px',
      borderColor: 'border.muted',
      breakInside: 'avoid',
      _hover: { bg: 'bg.muted' },
    },
    id: { gridArea: 'id', fontFamily: 'mono', fontWeight: 'semibold', whiteSpace: 'nowrap' },
    updated: { gridArea: 'updated', color: 'fg.muted', fontSize: 'sm' },
    customer: { gridArea: 'customer', fontWeight: 'medium', overflowWrap: 'anywhere' },
    name: { gridArea: 'name', color: 'fg.muted', overflowWrap: 'anywhere' },
    total: {
      gridArea: 'total',
      justifySelf: 'end',
      fontVariantNumeric: 'tabular-nums',
      fontWeight: 'medium',
      whiteSpace: 'nowrap',
    },
    status: { gridArea: 'status', justifySelf: { base: 'end', md: 'start' } },
    linkCell: { gridArea: 'link', justifySelf: 'end' },
    link: {
      color: 'brand.fg',
      fontWeight: 'semibold',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      borderRadius: 'l1',
      focusRing: 'outside',
      whiteSpace: 'nowrap',
    },
  },
  variants: {
    /** A column for the order's total (docs/production/prices.md), a line of the card on a phone. */
    priced: {
      true: {
        root: {
          gridTemplateColumns: {
            base: '1fr auto',
            md: '8.5rem 9rem minmax(0, 1.2fr) minmax(0, 1fr) 7.5rem 8rem auto',
          },
          gridTemplateAreas: {
            base: '"id status" "customer customer" "name total" "updated link"',
            md: '"id updated customer name total status link"',
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { priced: false },
});
