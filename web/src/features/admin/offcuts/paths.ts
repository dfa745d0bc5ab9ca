/**
 * The offcut stock screen's route (docs/production/nesting.md, "Offcuts from stock"), kept apart
 * from the screen so the admin navigation links to it without loading its chunk.
 */
export const OFFCUTS_PATH = '/admin/offcuts';
