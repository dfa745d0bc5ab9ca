import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * The cut list of an order: one block per material, its parts grouped by cabinet, then totals.
 * On a phone each part is a card (its cells in two columns, each named by its column header) so
 * nothing runs off the screen; on paper the table fits the page and each material starts on a
 * new one.
 */
export const cutListTableRecipe = defineSlotRecipe({
  className: 'shop-cut-list-table',
  slots: [
    'root',
    'title',
    'problems',
    'material',
    'materialTitle',
    'sheet',
    'scroller',
    'table',
    'cabinetRow',
    'sub',
    'totals',
    'overall',
    'empty',
  ],
  base: {
    root: {
      layerStyle: 'panel',
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: '5',
      '@media print': { borderColor: 'gray.400', p: 0, borderWidth: 0, gap: '8pt' },
    },
    title: { fontSize: 'md', fontWeight: 'semibold', breakAfter: 'avoid' },
    problems: {
      px: '3',
      py: '2',
      bg: 'orange.subtle',
      color: 'orange.fg',
      borderWidth: '1px',
      borderColor: 'orange.muted',
      borderRadius: 'l2',
      '& ul': { m: 0, ps: '5', listStyle: 'disc' },
      '& p': { fontWeight: 'semibold', mb: '1' },
      '@media print': { bg: 'transparent', color: 'inherit', borderColor: 'gray.400' },
    },
    material: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      minWidth: 0,
      // Each material is cut on its own: on paper it starts a new page.
      '@media print': { '& + &': { breakBefore: 'page' } },
    },
    materialTitle: { fontSize: 'md', fontWeight: 'semibold', breakAfter: 'avoid' },
    sheet: { fontSize: 'sm', color: 'fg.muted', breakAfter: 'avoid' },
    scroller: {
      maxWidth: '100%',
      overflowX: 'auto',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      focusRing: 'outside',
      '@media print': { overflow: 'visible', borderWidth: 0 },
    },
    table: {
      width: '100%',
      minWidth: '46rem',
      borderCollapse: 'collapse',
      fontSize: 'sm',
      '& th, & td': {
        px: '2',
        py: '1.5',
        textAlign: 'start',
        verticalAlign: 'top',
        borderTopWidth: '1px',
        borderColor: 'border',
      },
      '& thead th': {
        color: 'fg.muted',
        fontWeight: 'medium',
        whiteSpace: 'nowrap',
        borderTopWidth: 0,
        borderBottomWidth: '1px',
      },
      '& td[data-numeric]': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
      '& tr': { breakInside: 'avoid' },
      // A phone: the rows become cards, the column headers stay for screen readers only and
      // each cell shows its own.
      mdDown: {
        minWidth: 0,
        '& thead': {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        },
        '& tbody, & tr, & th': { display: 'block' },
        '& tr[data-part]': {
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          columnGap: '3',
          rowGap: '1',
          px: '2',
          py: '2',
          borderTopWidth: '1px',
          borderColor: 'border',
        },
        '& th, & td': { borderTopWidth: 0, px: '0', py: '0' },
        '& th': { px: '2', py: '1.5' },
        '& td': { display: 'block', minWidth: 0, overflowWrap: 'anywhere' },
        '& td[data-numeric]': { whiteSpace: 'normal' },
        '& td:first-of-type': { gridColumn: '1 / -1', fontWeight: 'semibold' },
        '& td[data-label]::before': {
          content: 'attr(data-label)',
          display: 'block',
          color: 'fg.muted',
          fontSize: 'xs',
          fontWeight: 'normal',
        },
      },
      // On paper a part takes one or two lines: the role (in the part's name already) and the
      // thickness (in the material's heading) are left out, the secondary figures run on, and
      // the finished size only shows where it differs from the cut size.
      '@media print': {
        minWidth: 0,
        fontSize: '8.5pt',
        '& thead': { display: 'table-header-group' },
        '& th, & td': { px: '1.5', py: '0.5', borderWidth: '1px', borderColor: 'gray.400' },
        '& [data-print-omit]': { display: 'none' },
        // The figures wrap between themselves (each stays whole), so the table fits the page.
        '& td[data-numeric]': { whiteSpace: 'normal' },
      },
    },
    cabinetRow: {
      bg: 'bg.muted',
      fontWeight: 'semibold',
      '@media print': { bg: 'transparent', breakAfter: 'avoid' },
    },
    sub: {
      display: 'block',
      color: 'fg.muted',
      fontSize: 'xs',
      '@media print': {
        display: 'inline',
        fontSize: 'inherit',
        whiteSpace: 'nowrap',
        // The space before the dot is where the line may break (the figures themselves do not).
        '&::before': { content: '" · "', whiteSpace: 'normal' },
      },
    },
    totals: {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: '5',
      rowGap: '1',
      m: 0,
      fontSize: 'sm',
      breakInside: 'avoid',
      '& > div': { display: 'flex', gap: '1.5' },
      '& dt': { color: 'fg.muted' },
      '& dd': { m: 0, fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
    },
    overall: {
      pt: '3',
      borderTopWidth: '1px',
      borderColor: 'border',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      breakInside: 'avoid',
      '@media print': { borderColor: 'gray.400' },
    },
    empty: { color: 'fg.muted' },
  },
});
