import type { Construction } from '../../construction';
import type { Item } from '../../item-schema';
import type { Unit } from '../../units';
import { toMillimetres } from '../../units';
import type { Front, HingeSide } from '../types';
import { cornerRunDepthMm, cornerShape, diagonalFrontArea, lCornerLeaves } from './corner-units';
import { formatLength, roundMm } from './numbers';
import type { CheckSettings } from './parts-settings';
import { DEFAULT_CHECK_SETTINGS, legsOf } from './parts-settings';
import { PARTS_RULES } from './rules';

/** The item fields that size a front: each door's width and each band's height. */
export type FrontField = 'dwidth' | 'dheight' | 'udheight' | 'ldheight' | 'dwheight' | 'fdrwheight';

/**
 * A customer front size the layout cannot make as asked (docs/production/parts.md, "The
 * construction check"): under the smallest front, over what the cabinet leaves (for one door,
 * each of a pair, a single front or each of a group of drawer fronts), or no size fits at all.
 * `limitMm` is the smallest (tooSmall) or largest (the others) size that is made as asked.
 */
export interface FrontFit {
  field: FrontField;
  fit: 'tooSmall' | 'doorTooWide' | 'pairTooWide' | 'frontTooHigh' | 'drawersTooHigh' | 'noRoom';
  limitMm: number;
}

/**
 * Float noise allowed when a size is compared with its limit: a size typed at the limit shown
 * (rounded towards the inside) always fits, however the limit's arithmetic rounds.
 */
export const FIT_TOLERANCE_MM = 1e-6;

/** The customer's front sizes in millimetres (null: not given). */
export interface FrontSizes {
  /** `dwidth`: each door's width. */
  doorWidth: number | null;
  /** `dheight`: the lift-up (or single) door's height. */
  doorHeight: number | null;
  /** `udheight` / `ldheight`: the upper and lower door of a two-row unit. */
  upperDoor: number | null;
  lowerDoor: number | null;
  /** `dwheight`: each drawer front of a drawer unit but the bottom one. */
  drawer: number | null;
  /** `fdrwheight`: a drawer front above a door. */
  drawerOverDoor: number | null;
}

export interface FrontLayoutInput {
  construction: Construction;
  widthMm: number;
  /** The box depth (a shaped corner's leaves and diagonal follow it). */
  depthMm: number;
  /** The box height (legs excluded). */
  boxHeightMm: number;
  sizes: FrontSizes;
  /** The J and C rail heights (the customer's or the defaults). */
  jHeightMm: number;
  cHeightMm: number;
  doorsIncluded: boolean;
  drawerFrontsIncluded: boolean;
  unit: Unit;
  /**
   * The shop's front gap G (between the fronts of a unit, and between neighbouring units': the
   * front area stays G / 2 in from each side) and the reveal at the box's top and bottom.
   */
  frontGapMm: number;
  frontRevealMm: number;
}

/** A length option in the order's unit as millimetres (null stays null). */
function optionMm(value: number | null, unit: Unit): number | null {
  return value === null ? null : toMillimetres(value, unit);
}

/** What of an item lays out its fronts: its size and the customer's front and rail sizes. */
export type FrontItem = Pick<
  Item,
  | 'x'
  | 'y'
  | 'z'
  | 'dwidth'
  | 'dheight'
  | 'udheight'
  | 'ldheight'
  | 'dwheight'
  | 'fdrwheight'
  | 'jheight'
  | 'cheight'
  | 'door'
  | 'frontdrawer'
>;

/**
 * The front layout's input of a box item (not a flat piece): its width, its box height (the
 * legs of a unit on legs taken off when the parts settings' height includes them), the
 * customer's front sizes in millimetres, the J and C rail heights (millimetres whatever the
 * order's unit, the defaults when not given) and the shop's front gap and reveal.
 */
export function frontLayoutInput(
  item: FrontItem,
  construction: Construction,
  unit: Unit,
  settings: CheckSettings = DEFAULT_CHECK_SETTINGS,
): FrontLayoutInput {
  const { boxHeightMm } = legsOf(settings, construction.onLegs, toMillimetres(item.y, unit));
  return {
    construction,
    widthMm: toMillimetres(item.x, unit),
    depthMm: toMillimetres(item.z, unit),
    boxHeightMm,
    sizes: {
      doorWidth: optionMm(item.dwidth, unit),
      doorHeight: optionMm(item.dheight, unit),
      upperDoor: optionMm(item.udheight, unit),
      lowerDoor: optionMm(item.ldheight, unit),
      drawer: optionMm(item.dwheight, unit),
      drawerOverDoor: optionMm(item.fdrwheight, unit),
    },
    jHeightMm: item.jheight ?? PARTS_RULES.defaultJHeightMm,
    cHeightMm: item.cheight ?? PARTS_RULES.defaultCHeightMm,
    doorsIncluded: item.door !== false,
    drawerFrontsIncluded: item.frontdrawer !== false,
    unit,
    frontGapMm: settings.frontGapMm,
    frontRevealMm: settings.frontRevealMm,
  };
}

/** A front with the name its part takes ("Door (upper)"). */
interface PlacedFront {
  front: Front;
  name: string;
}

interface FrontLayout {
  fronts: PlacedFront[];
  topJ: boolean;
  /** C rails between fronts (topJMidC units): one per pair of stacked fronts. */
  midRails: number;
  notes: string[];
  /** The customer sizes not made as asked, one per field, in the order the notes say them. */
  fits: FrontFit[];
}

type SegmentKind = 'door' | 'drawer' | 'niche';

/** One horizontal band of the front area, top to bottom. */
interface Segment {
  kind: SegmentKind;
  /** For notes and part names. */
  label: string;
  partName: string;
  /** The height asked for (customer or default); null: shares what is left. */
  requestMm: number | null;
  /** Whether the customer asked for it (then a size that does not fit is clamped and noted). */
  fromCustomer: boolean;
  /** Segments of one group are clamped together (the drawers sized by one `dwheight`). */
  group: string;
  /** The item field the customer's size came from (null: none given). */
  field: FrontField | null;
  liftUp: boolean;
  heightMm: number;
}

/** Door columns of a unit of this width: 'byWidth' takes two above PARTS_RULES.doubleDoorAboveMm. */
function doorColumnsFor(construction: Construction, widthMm: number): number {
  const columns = construction.doorColumns;
  if (columns === 'byWidth') return widthMm > PARTS_RULES.doubleDoorAboveMm ? 2 : 1;
  return columns;
}

/** What a band is made from: the customer's size, else the default size, else a share. */
interface SegmentOptions {
  kind: SegmentKind;
  label: string;
  /** The part's name when it differs from the label. */
  partName?: string;
  group: string;
  /** The item field the customer's size is read from. */
  field?: FrontField;
  /** The size the customer gave (then it is clamped and noted when it does not fit). */
  customerMm?: number | null;
  /** The size asked for when the customer gave none; none: the band shares what is left. */
  defaultMm?: number | null;
  liftUp?: boolean;
}

function segment({
  kind,
  label,
  partName = label,
  group,
  field,
  customerMm = null,
  defaultMm = null,
  liftUp = false,
}: SegmentOptions): Segment {
  return {
    kind,
    label,
    partName,
    requestMm: customerMm ?? defaultMm,
    fromCustomer: customerMm !== null,
    group,
    field: customerMm !== null && field !== undefined ? field : null,
    liftUp,
    heightMm: 0,
  };
}

/** The bands of the front area, top to bottom (docs/production/parts.md, "Fronts layout"). */
function segmentsOf(construction: Construction, columns: number, sizes: FrontSizes): Segment[] {
  const { kind, doorRows, drawerFronts, nicheMm } = construction;
  const niche =
    nicheMm > 0
      ? [segment({ kind: 'niche', label: 'Niche', group: 'niche', defaultMm: nicheMm })]
      : [];
  const overDoorDrawers = Array.from({ length: drawerFronts }, () =>
    segment({
      kind: 'drawer',
      label: 'Drawer front',
      group: 'drawerOverDoor',
      field: 'fdrwheight',
      customerMm: sizes.drawerOverDoor,
      defaultMm: PARTS_RULES.drawerOverDoorMm,
    }),
  );

  if (kind === 'liftUpWall') {
    return [
      segment({
        kind: 'door',
        label: 'Lift-up door',
        partName: 'Door (lift-up)',
        group: 'door',
        field: 'dheight',
        customerMm: sizes.doorHeight,
        liftUp: true,
      }),
    ];
  }
  if (columns > 0 && doorRows === 2) {
    return [
      segment({
        kind: 'door',
        label: 'Upper door',
        partName: 'Door (upper)',
        group: 'upper',
        field: 'udheight',
        customerMm: sizes.upperDoor,
      }),
      ...niche,
      ...overDoorDrawers,
      segment({
        kind: 'door',
        label: 'Lower door',
        partName: 'Door (lower)',
        group: 'lower',
        field: 'ldheight',
        customerMm: sizes.lowerDoor,
      }),
    ];
  }
  if (columns > 0) {
    return [
      ...niche,
      ...overDoorDrawers,
      segment({
        kind: 'door',
        label: 'Door',
        group: 'door',
        field: 'dheight',
        customerMm: sizes.doorHeight,
      }),
    ];
  }
  const drawers = Array.from({ length: drawerFronts }, (_, index) => {
    const sized = index < drawerFronts - 1;
    return segment({
      kind: 'drawer',
      label: 'Drawer front',
      group: 'drawers',
      field: 'dwheight',
      customerMm: sized ? sizes.drawer : null,
    });
  });
  return [...niche, ...drawers];
}

function minimumOf(item: Segment): number {
  return item.kind === 'niche' ? (item.requestMm ?? 0) : PARTS_RULES.minFrontMm;
}

/** Where the layout writes what it could not make as asked: the notes and the fits. */
interface Findings {
  unit: Unit;
  notes: string[];
  fits: FrontFit[];
}

/**
 * A customer size checked against what it may be: raised to `minMm`, or clamped to `maxMm`
 * (`tooLarge` says how that is told), each noted as `<what> <size> ...: made <size>.` and kept as
 * a fit. When even the minimum does not fit, the size is `maxMm` (never below 0) and the fit is
 * `noRoom`.
 */
function fitCustomerSize(
  size: number,
  { minMm, maxMm }: { minMm: number; maxMm: number },
  what: string,
  field: FrontField | null,
  tooLarge: FrontFit['fit'],
  { unit, notes, fits }: Findings,
): number {
  let made = size;
  const fit = (kind: FrontFit['fit'], limitMm: number) => {
    if (field !== null && !fits.some((known) => known.field === field)) {
      fits.push({ field, fit: kind, limitMm });
    }
  };
  const noRoom = maxMm + FIT_TOLERANCE_MM < minMm;
  if (made + FIT_TOLERANCE_MM < minMm) {
    notes.push(
      `${what} ${formatLength(made, unit)} is under the ${formatLength(minMm, unit)} minimum: made ${formatLength(minMm, unit)}.`,
    );
    fit(noRoom ? 'noRoom' : 'tooSmall', noRoom ? Math.max(maxMm, 0) : minMm);
    made = minMm;
  }
  if (made > maxMm + FIT_TOLERANCE_MM) {
    const clamped = Math.max(maxMm, 0);
    notes.push(
      `${what} ${formatLength(made, unit)} does not fit: made ${formatLength(clamped, unit)}.`,
    );
    fit(noRoom ? 'noRoom' : tooLarge, clamped);
    made = clamped;
  }
  return made;
}

/**
 * Sizes the bands: asked sizes group by group top to bottom, each clamped so that every band
 * still to size keeps its minimum (a front PARTS_RULES.minFrontMm, a niche its construction
 * size); a customer size under the minimum is raised to it. The bands without a size share the
 * rest equally. Returns what is left over when every band had a size.
 */
function sizeSegments(segments: Segment[], availableMm: number, findings: Findings): number {
  const { unit, notes } = findings;
  let budget = availableMm;
  const done = new Set<Segment>();
  for (const item of segments) {
    if (item.requestMm === null || done.has(item)) continue;
    const group = segments.filter(
      (other) => other.group === item.group && other.requestMm !== null,
    );
    const reserve = segments
      .filter((other) => !done.has(other) && !group.includes(other))
      .reduce((sum, other) => sum + minimumOf(other), 0);
    const allowed = (budget - reserve) / group.length;
    let size = item.requestMm;
    if (item.kind === 'niche') {
      // A niche is the construction's, never the customer's: it keeps its size.
    } else if (item.fromCustomer) {
      size = fitCustomerSize(
        size,
        { minMm: PARTS_RULES.minFrontMm, maxMm: allowed },
        `${item.label} height`,
        item.field,
        group.length > 1 ? 'drawersTooHigh' : 'frontTooHigh',
        findings,
      );
    } else if (size > allowed) {
      size = Math.max(allowed, 0);
    }
    for (const member of group) {
      member.heightMm = size;
      done.add(member);
    }
    budget -= size * group.length;
  }
  const flexible = segments.filter((item) => !done.has(item));
  if (flexible.length === 0) return Math.max(budget, 0);
  const share = budget / flexible.length;
  for (const item of flexible) item.heightMm = share;
  if (share > 0 && share < PARTS_RULES.minFrontMm) {
    notes.push(
      `Fronts of ${formatLength(share, unit)}: under the ${formatLength(PARTS_RULES.minFrontMm, unit)} minimum, check the unit's size.`,
    );
  }
  return 0;
}

/**
 * The blind zone of a blind corner, from its corner end: the adjoining run's depth D, its door
 * thickness T and the filler F (docs/production/parts.md, "Blind corner").
 */
export function blindZoneMm(construction: Construction): number {
  return cornerRunDepthMm(construction) + PARTS_RULES.cornerDoorMm + blindFillerMm(construction);
}

/** The filler width F of a blind corner: the construction's, else the rules' default. */
export function blindFillerMm(construction: Construction): number {
  return construction.blindFillerMm ?? PARTS_RULES.blindFillerMm;
}

/**
 * The blind panel and the filler of a blind corner, left of its door on the front view, both the
 * door's height: from the corner end half a front gap G, the blind panel, G, the filler, G, the
 * door, G / 2; so the gaps + blind panel + filler + door = unit width (docs/production/parts.md,
 * "Blind corner").
 */
export function blindPieces(
  construction: Construction,
  door: Pick<Front, 'xMm' | 'heightMm'>,
  frontGapMm: number,
): { panelWidthMm: number; fillerWidthMm: number; heightMm: number } {
  const fillerWidthMm = blindFillerMm(construction);
  return {
    panelWidthMm: roundMm(door.xMm - frontGapMm - fillerWidthMm - frontGapMm - frontGapMm / 2),
    fillerWidthMm,
    heightMm: door.heightMm,
  };
}

/** Door widths and left edges of one door band, with their hinge sides. */
function doorColumnsLayout(
  input: FrontLayoutInput,
  columns: number,
  findings: Findings,
): { xMm: number; widthMm: number; hingeSide: HingeSide; qualifier: string | null }[] {
  const { frontGapMm } = input;
  const { minFrontWidthMm } = PARTS_RULES;
  const shape = cornerShape(input.construction);
  if (shape === 'l') return lCornerDoors(input, findings);
  // A diagonal corner's doors share the diagonal (docs/production/parts.md, "Corner units").
  const diagonal =
    shape === 'diagonal'
      ? diagonalFrontArea(
          input.widthMm,
          input.depthMm,
          cornerRunDepthMm(input.construction),
          frontGapMm,
        )
      : null;
  const areaLeft = diagonal?.leftMm ?? frontGapMm / 2;
  const areaWidth = diagonal?.widthMm ?? input.widthMm - frontGapMm;
  const blind = input.construction.kind === 'cornerBlind';
  // A blind corner's door keeps clear of the blind zone and one front gap after it
  // (docs/production/parts.md, "Blind corner"); by default it fills what is left.
  const blindMax = input.widthMm - frontGapMm / 2 - blindZoneMm(input.construction) - frontGapMm;
  const widest = blind ? blindMax : columns === 2 ? (areaWidth - frontGapMm) / 2 : areaWidth;
  const maxWidth = columns === 2 || blind ? widest : areaWidth;
  const width =
    input.sizes.doorWidth === null
      ? widest
      : fitCustomerSize(
          input.sizes.doorWidth,
          { minMm: minFrontWidthMm, maxMm: maxWidth },
          'Door width',
          'dwidth',
          columns === 2 ? 'pairTooWide' : 'doorTooWide',
          findings,
        );
  if (blind) {
    return [
      { xMm: areaLeft + areaWidth - width, widthMm: width, hingeSide: 'right', qualifier: null },
    ];
  }
  if (columns === 2) {
    const left = areaLeft + (areaWidth - 2 * width - frontGapMm) / 2;
    return [
      { xMm: left, widthMm: width, hingeSide: 'left', qualifier: null },
      { xMm: left + width + frontGapMm, widthMm: width, hingeSide: 'right', qualifier: null },
    ];
  }
  return [
    { xMm: areaLeft + (areaWidth - width) / 2, widthMm: width, hingeSide: 'left', qualifier: null },
  ];
}

/**
 * An L corner's two leaves (docs/production/parts.md, "Corner units"): sized by the unit, so a
 * customer door width is not used (noted); a leaf under the narrowest front is noted.
 */
function lCornerDoors(
  input: FrontLayoutInput,
  { unit, notes }: Findings,
): { xMm: number; widthMm: number; hingeSide: HingeSide; qualifier: string | null }[] {
  const leaves = lCornerLeaves(
    input.widthMm,
    input.depthMm,
    cornerRunDepthMm(input.construction),
    input.frontGapMm,
  );
  if (input.sizes.doorWidth !== null) {
    notes.push(
      `Door width ${formatLength(input.sizes.doorWidth, unit)} not used: an L corner's leaves are sized by the unit.`,
    );
  }
  for (const leaf of leaves) {
    if (leaf.widthMm < PARTS_RULES.minFrontWidthMm) {
      notes.push(
        `Corner leaf (${leaf.qualifier ?? ''}) of ${formatLength(Math.max(leaf.widthMm, 0), unit)}: under the ${formatLength(PARTS_RULES.minFrontWidthMm, unit)} minimum, check the unit's size.`,
      );
    }
  }
  return leaves;
}

function rounded(front: Front): Front {
  return {
    ...front,
    xMm: roundMm(front.xMm),
    yMm: roundMm(front.yMm),
    widthMm: roundMm(front.widthMm),
    heightMm: roundMm(front.heightMm),
  };
}

/**
 * The fronts of a box unit on its front view (docs/production/parts.md, "Fronts layout"): the
 * front area is the box less the reveals and any top J rail; bands top to bottom (upper door,
 * niche, drawer fronts, lower door; drawer fronts above a single door row), separated by the
 * front gap or, on topJMidC units, a C rail between two fronts.
 */
export function layoutFronts(input: FrontLayoutInput): FrontLayout {
  const { construction, unit } = input;
  const { frontGapMm, frontRevealMm } = input;
  // The front area stays half a gap in from each side: G between neighbouring units' fronts.
  const sideMm = frontGapMm / 2;
  const findings: Findings = { unit, notes: [], fits: [] };
  const { notes } = findings;
  const topJ = construction.gola !== 'none';
  const midC = construction.gola === 'topJMidC';
  const columns = doorColumnsFor(construction, input.widthMm);
  const segments = segmentsOf(construction, columns, input.sizes);

  const areaBottom = frontRevealMm;
  const areaTop = input.boxHeightMm - frontRevealMm - (topJ ? input.jHeightMm : 0);
  const gaps = segments.slice(1).map((below, index) => {
    const above = segments[index] as Segment;
    const rail = midC && above.kind !== 'niche' && below.kind !== 'niche';
    return rail ? { mm: input.cHeightMm, rail } : { mm: frontGapMm, rail };
  });
  const available = areaTop - areaBottom - gaps.reduce((sum, gap) => sum + gap.mm, 0);
  const leftover = sizeSegments(segments, available, findings);

  // What no band takes: the niche grows; one band sits at the top (open below); else the lowest
  // band sits at the bottom and the open space is above it.
  const niche = segments.find((item) => item.kind === 'niche');
  let openAboveIndex = -1;
  if (leftover >= PARTS_RULES.roundingMm) {
    if (niche) {
      niche.heightMm += leftover;
      notes.push(`Niche made ${formatLength(niche.heightMm, unit)} high to fill the front area.`);
    } else if (segments.length === 1) {
      notes.push(
        `Open space of ${formatLength(leftover, unit)} below the ${(segments[0] as Segment).label.toLowerCase()}.`,
      );
    } else if (segments.length > 1) {
      openAboveIndex = segments.length - 1;
      const lowest = segments[openAboveIndex] as Segment;
      notes.push(
        `Open space of ${formatLength(leftover, unit)} above the ${lowest.label.toLowerCase()}.`,
      );
    }
  }

  const doorBands = segments.some((item) => item.kind === 'door' && !item.liftUp);
  const doorColumnsPlaced = doorBands ? doorColumnsLayout(input, columns, findings) : [];
  const fronts: PlacedFront[] = [];
  let cursor = areaTop;
  segments.forEach((item, index) => {
    if (index === openAboveIndex) cursor -= leftover;
    const yMm = cursor - item.heightMm;
    cursor = yMm - (gaps[index]?.mm ?? 0);
    if (item.kind === 'niche') return;
    if (item.kind === 'drawer') {
      fronts.push({
        name: item.partName,
        front: rounded({
          role: 'drawer_front',
          xMm: sideMm,
          yMm,
          widthMm: input.widthMm - frontGapMm,
          heightMm: item.heightMm,
          hingeSide: null,
          liftUp: false,
          included: input.drawerFrontsIncluded,
        }),
      });
      return;
    }
    const doors = item.liftUp
      ? [
          {
            xMm: sideMm,
            widthMm: input.widthMm - frontGapMm,
            hingeSide: 'top' as const,
            qualifier: null,
          },
        ]
      : doorColumnsPlaced;
    for (const door of doors) {
      fronts.push({
        name: door.qualifier === null ? item.partName : `${item.partName} (${door.qualifier})`,
        front: rounded({
          role: 'door',
          xMm: door.xMm,
          yMm,
          widthMm: door.widthMm,
          heightMm: item.heightMm,
          hingeSide: door.hingeSide,
          liftUp: item.liftUp,
          included: input.doorsIncluded,
        }),
      });
    }
  });
  return {
    fronts,
    topJ,
    midRails: gaps.filter((gap) => gap.rail).length,
    notes,
    fits: findings.fits,
  };
}
