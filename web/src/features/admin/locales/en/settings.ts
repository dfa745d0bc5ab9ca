/**
 * English texts of the production settings screen (`admin` namespace, `settings.*`,
 * docs/production/nesting.md, "The shop's settings").
 */
export const enSettings = {
  nav: 'Settings',
  title: 'Production settings',
  intro:
    'The numbers of your saw that every new order’s cutting plan is made with. Orders already placed keep the settings they were placed with.',
  loading: 'Loading the settings…',
  version: 'Version {{version}}',
  defaults: 'Version 0: the shop has not changed the defaults.',
  groups: {
    saw: 'Saw',
    offcuts: 'Offcuts',
    stages: 'Cut stages',
  },
  fields: {
    kerfMm: {
      label: 'Saw kerf',
      help: 'The width of the blade’s cut, taken by every cut between two parts.',
    },
    trimMm: {
      label: 'Trim per sheet edge',
      help: 'Cut off each of the four edges of a sheet before any part is placed.',
    },
    minOffcutSideMm: {
      label: 'Smallest reusable offcut',
      help: 'An offcut whose both sides are at least this long is kept for reuse.',
    },
    maxCutStages: {
      label: 'Most cut stages',
      help: 'How many times your saw turns a panel: each turn cuts across the cuts before it.',
    },
    firstStage: {
      label: 'First stage',
      help: 'The direction of the first cuts through the whole sheet.',
    },
  },
  /** A number field's range and default, under its help. */
  range: 'From {{min}} to {{max}} {{unit}}; default {{default}} {{unit}}.',
  defaultChoice: 'Default: {{choice}}.',
  outOfRange: 'Type a number from {{min}} to {{max}}.',
  choices: {
    maxCutStages: {
      none: 'No limit',
      '2': '2 stages',
      '3': '3 stages',
      '4': '4 stages',
    },
    firstStage: {
      any: 'Either direction',
      rip: 'Rip (along the sheet’s length)',
      cross: 'Cross cut (across the sheet)',
    },
  },
  save: 'Save the settings',
  saving: 'Saving…',
  saved: 'The settings are saved (version {{version}})',
  unchanged: 'Nothing changed: the settings stay at version {{version}}',
  conflict: 'Someone else saved the settings since you opened them. Reload to see theirs.',
  reload: 'Reload',
  invalid: 'Check the fields marked in red.',
  saveFailed: 'The settings could not be saved. Please try again.',
  history: {
    title: 'History',
    loading: 'Loading the history…',
    loadError: 'The history could not be loaded.',
    retry: 'Try again',
    empty: 'No save yet.',
    by: 'Version {{version}}, saved by {{by}} on {{at}}',
    caption: 'What version {{version}} changed',
  },
};
