import { defineSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { PLAN_SVG_STYLE as PAPER } from '@cutshop/domain/production';

/**
 * The colours of a drawing's shapes, by `data-kind` (the sheet's SVG and the legend's swatches):
 * pieces white with dark outlines, banded edges heavy, offcuts hatched (reusable ones tinted
 * green), the trim darker, cuts red with their numbers in red circles (filled: first stage).
 */
export const PLAN_SHAPE_STYLES: SystemStyleObject = {
  color: 'fg',
  '& [data-kind=sheet]': { fill: 'wood.subtle', stroke: 'currentColor' },
  '& [data-kind=trim]': { fill: 'gray.400', stroke: 'none' },
  '& [data-kind=offcut]': { stroke: 'currentColor' },
  '& [data-kind=offcut][data-reusable=true]': { fill: 'green.subtle' },
  '& [data-hatch]': { stroke: 'fg.subtle' },
  '& [data-kind=part]': { fill: 'surface.card', stroke: 'currentColor' },
  '& [data-kind=band]': { stroke: 'currentColor', strokeLinecap: 'butt' },
  '& [data-kind=grain]': { stroke: 'wood.fg', fill: 'none' },
  '& [data-kind=cut]': { stroke: 'red.fg' },
  '& [data-kind=cutMark]': { stroke: 'red.fg', fill: 'surface.card' },
  '& [data-kind=cutMark][data-stage="1"]': { fill: 'red.fg' },
  '& text': { fill: 'currentColor', fontFamily: 'body' },
  '& text[data-kind=cutNumber]': { fill: 'red.fg', fontWeight: 'bold' },
  '& text[data-kind=cutNumber][data-stage="1"]': { fill: 'surface.card' },
  '& text[data-kind=partNumber]': { fontWeight: 'bold' },
  '& text[data-callout]': {
    paintOrder: 'stroke',
    stroke: 'surface.card',
    strokeWidth: '0.2em',
  },
  '& text[data-kind=offcutSize]': { fill: 'green.fg' },
};

/** The same shapes in the plan files' print colours (the domain's `PLAN_SVG_STYLE`). */
export const PLAN_SHAPE_PRINT_STYLES: SystemStyleObject = {
  color: PAPER.ink,
  '& [data-kind=sheet]': { fill: PAPER.sheet },
  '& [data-kind=trim]': { fill: PAPER.trim },
  '& [data-kind=offcut][data-reusable=true]': { fill: PAPER.reusableOffcut },
  '& [data-hatch]': { stroke: 'gray.500' },
  '& [data-kind=part]': { fill: PAPER.part },
  '& [data-kind=grain]': { stroke: PAPER.grain },
  '& [data-kind=cut]': { stroke: PAPER.cut },
  '& [data-kind=cutMark]': { stroke: PAPER.cut, fill: PAPER.paper },
  '& [data-kind=cutMark][data-stage="1"]': { fill: PAPER.cut },
  '& text[data-kind=cutNumber]': { fill: PAPER.cut },
  '& text[data-kind=cutNumber][data-stage="1"]': { fill: PAPER.paper },
  '& text[data-callout]': { stroke: PAPER.paper },
  '& text[data-kind=offcutSize]': { fill: PAPER.ink },
};

/**
 * One sheet of a cutting plan: its caption, the zoom buttons, and the drawing in a box of its
 * own that scrolls when zoomed (the page never scrolls sideways). At 100 % the whole sheet shows:
 * it fills the box's width, and a sheet taller than the screen is fitted to its height. On paper
 * each sheet takes a page of its own (a named page, landscape for a wide sheet), never split,
 * without the buttons, under its caption and the legend, in the plan files' colours.
 */
export const cuttingPlanSheetRecipe = defineSlotRecipe({
  className: 'shop-cutting-plan-sheet',
  slots: ['root', 'header', 'caption', 'controls', 'level', 'scroller', 'svg', 'printSvg'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      m: 0,
      minWidth: 0,
      '@media screen': { '&[data-shown=false]': { display: 'none' } },
      '@media print': {
        breakInside: 'avoid',
        breakBefore: 'page',
        // The first sheet goes on the page of what comes before it (the material's heading).
        '&:first-of-type': { breakBefore: 'auto' },
        gap: '3pt',
        '&[data-orientation=landscape]': { page: 'sheet-landscape' },
        '&[data-orientation=portrait]': { page: 'sheet-portrait' },
      },
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
      overflow: 'auto',
      // Panning scrolls the box; a pinch zooms the page, as the browser does anyway.
      touchAction: 'pan-x pan-y pinch-zoom',
      overscrollBehavior: 'contain',
      bg: 'bg.muted',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      focusRing: 'outside',
      '&[data-zoomed=true]': { maxHeight: '80vh' },
      '@media print': { display: 'none' },
    },
    svg: {
      display: 'block',
      height: 'auto',
      maxWidth: 'none',
      // At 100 % a tall sheet is fitted to the screen's height (the drawing keeps its shape).
      '&[data-zoom="1"]': { maxHeight: '80vh' },
      ...PLAN_SHAPE_STYLES,
    },
    printSvg: {
      display: 'none',
      '@media print': {
        display: 'block',
        width: '100%',
        height: 'auto',
        ...PLAN_SHAPE_STYLES,
        ...PLAN_SHAPE_PRINT_STYLES,
      },
    },
  },
});
