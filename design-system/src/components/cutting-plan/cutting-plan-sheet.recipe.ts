import { defineSlotRecipe } from '@chakra-ui/react';
import { PLAN_SVG_STYLE as PAPER } from '@cutshop/domain/production';

/**
 * One sheet of a cutting plan: its caption, the zoom buttons, and the drawing in a box of its
 * own that scrolls when zoomed (the page never scrolls sideways). Pieces are white with dark
 * outlines, offcuts hatched (reusable ones tinted green), the trim darker, cuts and their numbers
 * red. On paper each sheet takes a page of its own at the full width, without the buttons, in the
 * colours of the plan's standalone file (the domain's `PLAN_SVG_STYLE`, their one source).
 */
export const cuttingPlanSheetRecipe = defineSlotRecipe({
  className: 'shop-cutting-plan-sheet',
  slots: ['root', 'header', 'caption', 'controls', 'level', 'scroller', 'svg'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      m: 0,
      minWidth: 0,
      '@media print': { breakInside: 'avoid', breakAfter: 'page', gap: '4pt' },
    },
    header: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
    },
    caption: { fontSize: 'sm', fontWeight: 'semibold' },
    controls: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      '@media print': { display: 'none' },
    },
    level: {
      minWidth: '3.5rem',
      textAlign: 'center',
      fontSize: 'sm',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
    },
    scroller: {
      maxWidth: '100%',
      maxHeight: '75vh',
      overflow: 'auto',
      // Panning scrolls the box; a pinch zooms the page, as the browser does anyway.
      touchAction: 'pan-x pan-y pinch-zoom',
      overscrollBehavior: 'contain',
      bg: 'bg.muted',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      focusRing: 'outside',
      '@media print': { overflow: 'visible', maxHeight: 'none', borderWidth: 0, bg: 'transparent' },
    },
    svg: {
      display: 'block',
      height: 'auto',
      maxWidth: 'none',
      color: 'fg',
      '& [data-kind=sheet]': { fill: 'wood.subtle', stroke: 'currentColor' },
      '& [data-kind=trim]': { fill: 'gray.400', stroke: 'none' },
      '& [data-kind=offcut]': { stroke: 'currentColor' },
      '& [data-kind=offcut][data-reusable=true]': { fill: 'green.subtle' },
      '& [data-hatch]': { stroke: 'fg.subtle' },
      '& [data-kind=part]': { fill: 'surface.card', stroke: 'currentColor' },
      '& [data-kind=grain]': { stroke: 'wood.fg', fill: 'none' },
      '& [data-kind=cut]': { stroke: 'red.fg' },
      '& text': { fill: 'currentColor', fontFamily: 'body' },
      '& text[data-kind=cutNumber]': { fill: 'red.fg', fontWeight: 'bold' },
      '& text[data-kind=partId]': { fontWeight: 'semibold' },
      '& text[data-kind=offcutSize]': { fill: 'green.fg' },
      '@media print': {
        width: '100% !important',
        color: PAPER.ink,
        '& [data-kind=sheet]': { fill: PAPER.sheet },
        '& [data-kind=trim]': { fill: PAPER.trim },
        '& [data-kind=offcut][data-reusable=true]': { fill: PAPER.reusableOffcut },
        '& [data-hatch]': { stroke: 'gray.500' },
        '& [data-kind=part]': { fill: PAPER.part },
        '& [data-kind=grain]': { stroke: PAPER.grain },
        '& [data-kind=cut]': { stroke: PAPER.cut },
        '& text[data-kind=cutNumber]': { fill: PAPER.cut },
        '& text[data-kind=offcutSize]': { fill: PAPER.ink },
      },
    },
  },
});
