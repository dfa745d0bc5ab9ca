import { defineSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';

/**
 * The shop's mark as every header shows it (the customer pages and the back office): bold,
 * large, in the brand colour, linking home.
 */
export const brandMarkStyles: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  flexShrink: 0,
  fontWeight: 'bold',
  fontSize: 'lg',
  lineHeight: '1.75rem',
  color: 'brand.fg',
  textDecoration: 'none',
  borderRadius: 'l2',
  focusRing: 'outside',
};

/**
 * The customer pages' header: a full-width bar with the divider under it, and inside, at the
 * page's width, the logo first, the page's own controls (`actions`) at the end, and the
 * numbered step links between them (under them on a phone). The first row keeps one height
 * with or without steps, so the logo never moves from page to page.
 */
export const stepHeaderRecipe = defineSlotRecipe({
  className: 'shop-step-header',
  slots: ['root', 'inner', 'logo', 'nav', 'actions', 'list', 'item', 'link', 'number', 'label'],
  base: {
    root: {
      width: '100%',
      bg: 'surface.card',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    inner: {
      display: 'grid',
      alignItems: 'center',
      columnGap: '4',
      rowGap: '2',
      gridTemplateColumns: { base: 'minmax(0, 1fr) auto', md: 'auto minmax(0, 1fr) auto' },
      gridTemplateRows: { base: 'minmax(2.5rem, auto) auto', md: 'minmax(2.5rem, auto)' },
      gridTemplateAreas: { base: '"logo actions" "nav nav"', md: '"logo nav actions"' },
      maxWidth: '5xl',
      mx: 'auto',
      px: { base: '4', md: '6' },
      py: '3',
    },
    logo: { ...brandMarkStyles, gridArea: 'logo', justifySelf: 'start' },
    nav: { gridArea: 'nav', justifySelf: { base: 'start', md: 'end' }, minWidth: 0 },
    actions: {
      gridArea: 'actions',
      justifySelf: 'end',
      display: 'flex',
      alignItems: 'center',
      gap: '3',
    },
    list: {
      display: 'flex',
      alignItems: 'center',
      gap: { base: '2', md: '4' },
      listStyle: 'none',
      m: 0,
      p: 0,
    },
    item: { display: 'flex', alignItems: 'center' },
    link: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      color: 'fg.muted',
      textDecoration: 'none',
      borderRadius: 'full',
      pe: '2',
      focusRing: 'outside',
      _hover: { color: 'fg' },
      '&[aria-current=step]': { color: 'fg', fontWeight: 'semibold' },
    },
    number: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '8',
      height: '8',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'border.emphasized',
      bg: 'surface.card',
      fontWeight: 'bold',
      '[aria-current=step] &': {
        borderColor: 'brand.solid',
        bg: 'brand.solid',
        color: 'brand.contrast',
      },
    },
    label: {
      // Hidden visually on phones but kept in the link's accessible name.
      srOnly: { base: true, md: false },
      fontSize: 'sm',
    },
  },
});
