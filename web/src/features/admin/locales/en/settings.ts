/**
 * English texts of the production settings screen (`admin` namespace, `settings.*`,
 * docs/production/nesting.md, "The shop's settings").
 */
export const enSettings = {
  nav: 'Settings',
  title: 'Production settings',
  intro:
    'The numbers of your saw that every new order’s cutting plan is made with, and those its parts are built with: gaps between fronts, edge bands, pre-milling, shelves, legs, plinths and drawer boxes. Orders already placed keep the settings they were placed with.',
  loading: 'Loading the settings…',
  version: 'Version {{version}}',
  defaults: 'Version 0: the shop has not changed the defaults.',
  groups: {
    saw: 'Saw',
    offcuts: 'Offcuts',
    stages: 'Cut stages',
    fronts: 'Fronts',
    edgeBands: 'Edge bands',
    preMilling: 'Pre-milling',
    shelves: 'Shelves',
    legs: 'Legs',
    plinths: 'Plinths',
    drawerBoxes: 'Drawer boxes',
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
    frontGapMm: {
      label: 'Gap between fronts',
      help: 'Between two doors of a pair, between fronts one above the other, and between the fronts of neighbouring units (each unit keeps half of it at its sides).',
    },
    frontRevealMm: {
      label: 'Reveal at top and bottom',
      help: 'What the fronts stay clear of the box’s top and bottom edges.',
    },
    edgeBandFrontsMm: {
      label: 'Band on fronts',
      help: 'The band on doors, drawer fronts and panels: taken off the cut size on each banded edge.',
    },
    edgeBandCarcassMm: {
      label: 'Band on the carcass',
      help: 'The band on sides, tops, bottoms, stretchers, plinths and drawer boxes.',
    },
    edgeBandShelvesMm: {
      label: 'Band on shelves',
      help: 'The band on fixed and adjustable shelves.',
    },
    preMillFrontsMm: {
      label: 'Pre-milling on fronts',
      help: 'What your edgebander mills off each banded front edge before banding: added to the cut size on each banded edge.',
    },
    preMillCarcassMm: {
      label: 'Pre-milling on the carcass',
      help: 'What is milled off each banded carcass edge before banding.',
    },
    preMillShelvesMm: {
      label: 'Pre-milling on shelves',
      help: 'What is milled off each banded shelf edge before banding.',
    },
    shelfSafeSpanMm: {
      label: 'Shelf span without support',
      help: 'A longer shelf is noted and supported at its centre (two more pins in an inside back, a bracket on an applied one).',
    },
    legHeightMm: {
      label: 'Leg height',
      help: 'The legs of base units and floor-standing units.',
    },
    heightIncludesLegs: {
      label: 'The ordered height',
      help: 'Whether the height a customer orders for a unit on legs includes the legs. The item form tells the customer.',
    },
    plinthSource: {
      label: 'How the plinth is made',
      help: 'Cut from board: the cut list gets each run’s plinth in pieces and its end returns. Bought profile: the hardware summary lists its length.',
    },
    plinthHeightMm: {
      label: 'Plinth height',
      help: 'The plinth covers the legs: at most the leg height.',
    },
    longestPlinthMm: {
      label: 'Longest plinth piece',
      help: 'A longer run is cut in equal pieces no longer than this (nor than the board less its trims).',
    },
    drawerBoardMm: {
      label: 'Drawer box board',
      help: 'The thickness of the board the drawer boxes are cut from.',
    },
    tandemBottomWidthDeductionMm: {
      label: 'TANDEMBOX bottom: width deduction',
      help: 'The bottom of a metal-sided drawer is the inside width less this.',
    },
    tandemBottomDepthDeductionMm: {
      label: 'TANDEMBOX bottom: depth deduction',
      help: 'The bottom is the runner length less this.',
    },
    tandemBackWidthDeductionMm: {
      label: 'TANDEMBOX back: width deduction',
      help: 'The back of a metal-sided drawer is the inside width less this.',
    },
    galleryRunnerClearanceMm: {
      label: 'Wooden box: runner clearance',
      help: 'Room for a side-mount runner between the box and each cabinet side.',
    },
    galleryFrontOverBoxMm: {
      label: 'Wooden box: below the front',
      help: 'A wooden box is its drawer front’s height less this.',
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
    heightIncludesLegs: {
      true: 'Includes the legs',
      false: 'Is the cabinet’s: the legs are added below',
    },
    plinthSource: {
      board: 'Cut from board, by the run',
      profile: 'A bought profile, by the metre',
    },
  },
  plinthAboveLegs: 'The plinth cannot be higher than the legs ({{legs}} {{unit}}).',
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
