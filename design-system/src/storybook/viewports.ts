/** Story globals that render a story at phone width (the 'phone' viewport of .storybook/preview). */
export const phoneWidth = { viewport: { value: 'phone', isRotated: false } };

/**
 * Story globals for a larger phone (390 px, the 'phoneLarge' viewport of .storybook/preview), the
 * width the admin screens are checked at.
 */
export const phoneWidth390 = { viewport: { value: 'phoneLarge', isRotated: false } };
