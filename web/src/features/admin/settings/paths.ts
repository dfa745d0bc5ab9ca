/**
 * The production settings screen's route (docs/production/nesting.md, "The shop's settings"),
 * kept apart from the screen so the admin navigation links to it without loading its chunk.
 */
export const PRODUCTION_SETTINGS_PATH = '/admin/settings/production';
