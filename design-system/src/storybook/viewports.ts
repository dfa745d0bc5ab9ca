/** Story globals that render a story at phone width (the 'phone' viewport of .storybook/preview). */
export const phoneWidth = { viewport: { value: 'phone', isRotated: false } };
