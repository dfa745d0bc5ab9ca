/**
 * The one mark for content that never goes on paper (buttons, toggles, a section still loading):
 * the page's print stylesheet leaves out every element with this attribute. Spread
 * {@link PRINT_HIDDEN} on an element, or give a `LoadableSection` its `printHidden` flag.
 */
export const PRINT_HIDE = 'data-print-hide';

/** The mark as props: `<Box {...PRINT_HIDDEN}>`. */
export const PRINT_HIDDEN = { [PRINT_HIDE]: '' } as const;
