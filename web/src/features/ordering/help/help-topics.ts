/** The help texts of the wizard (each has a title and a rich body in every language). */
export type HelpTopic = 'customSizes' | 'itemForm';
