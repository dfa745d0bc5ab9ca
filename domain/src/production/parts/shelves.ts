import type { Construction } from '../../construction';
import { isSheetPartKind } from '../../construction';
import { OPTION_FIELDS_BY_FLAG } from '../../item-options';
import type { HeightOption, Item } from '../../item-schema';
import type { Unit } from '../../units';
import { toMillimetres } from '../../units';
import type { DrawerSlide, ItemBuild, Part } from '../types';
import { formatLength, formatLengths, roundMm } from './numbers';

// The shelf and slide heights each property flag asks for (item-options.ts).
const ADJUSTABLE_FIELDS = OPTION_FIELDS_BY_FLAG.adjustableShelf;
const FIXED_FIELDS = OPTION_FIELDS_BY_FLAG.fixedShelf;
const SLIDE_FIELDS = OPTION_FIELDS_BY_FLAG.drawerSlides;

/** The slide system each front-drawer hole choice asks for (docs/product.md §9); 0: none. */
const SLIDE_BY_HOLES: Record<0 | 3 | 10, DrawerSlide | null> = {
  0: null,
  3: 'tandenBox',
  10: 'galleryC',
};

function given(item: Item, fields: readonly HeightOption[]): number[] {
  return fields.map((field) => item[field]).filter((value): value is number => value !== null);
}

/**
 * Shelves of one cabinet (docs/production/parts.md, "Overrides"): adjustable = shelfquantity +
 * shelfupperlevel + shelflowerlevel (the positions given when none of those is asked); fixed =
 * the given fixed-shelf positions plus a pantry's section divider at `bheight`, else the
 * construction's count. Positions are centres in mm from the box bottom; each given list is
 * also a note, in mm and for an inch order in inches.
 */
export function shelvesOf(
  item: Item,
  construction: Construction,
  unit: Unit,
): { shelves: ItemBuild['shelves']; notes: string[] } {
  const toMm = (value: number) => toMillimetres(value, unit);
  const notes: string[] = [];

  const adjustableAt = given(item, ADJUSTABLE_FIELDS);
  const counts = [item.shelfquantity, item.shelfupperlevel, item.shelflowerlevel];
  const asked = counts.some((count) => count !== null);
  const adjustable = asked
    ? counts.reduce<number>((sum, count) => sum + (count ?? 0), 0)
    : adjustableAt.length;
  if (item.shelfupperlevel !== null || item.shelflowerlevel !== null) {
    notes.push(
      `Adjustable shelves: ${item.shelfupperlevel ?? 0} upper, ${item.shelflowerlevel ?? 0} lower.`,
    );
  }
  if (adjustableAt.length > 0) {
    notes.push(`Adjustable shelf centres at ${formatLengths(adjustableAt, unit, toMm)}.`);
  }

  const fixedGiven = given(item, FIXED_FIELDS);
  const fixedAt =
    item.bheight !== null && !fixedGiven.includes(item.bheight)
      ? [...fixedGiven, item.bheight]
      : fixedGiven;
  const fixed = fixedAt.length > 0 ? fixedAt.length : construction.fixedShelves;
  if (item.wheight !== null || item.bheight !== null) {
    const parts = [
      item.wheight === null ? null : `upper ${formatLength(toMm(item.wheight), unit)}`,
      item.bheight === null ? null : `lower ${formatLength(toMm(item.bheight), unit)}`,
    ].filter((part) => part !== null);
    notes.push(`Pantry sections: ${parts.join(', ')}.`);
  }
  if (fixedAt.length > 0) {
    notes.push(`Fixed shelf centres at ${formatLengths(fixedAt, unit, toMm)}.`);
  }

  const slides = given(item, SLIDE_FIELDS);
  if (slides.length > 0)
    notes.push(`Drawer slide centres at ${formatLengths(slides, unit, toMm)}.`);

  return {
    shelves: {
      adjustable,
      fixed,
      adjustableAtMm: adjustableAt.map((value) => roundMm(toMm(value))),
      fixedAtMm: fixedAt.map((value) => roundMm(toMm(value))),
    },
    notes,
  };
}

/**
 * Drawers of one cabinet: the construction's fronts, one internal drawer when asked, the slide by
 * the holes. A flat piece (a loose door or drawer front) has no drawer behind it: the holes on a
 * loose drawer front are drilled for its brackets, so it picks no drawer system
 * (docs/production/parts.md, "Drawers, shelves, joints, hardware flags").
 */
export function drawersOf(item: Item, construction: Construction): ItemBuild['drawers'] {
  if (isSheetPartKind(construction.kind)) {
    return { front: 0, internal: 0, slide: null };
  }
  return {
    front: construction.drawerFronts,
    internal: item.intdrawer === true ? 1 : 0,
    slide: item.holesfrontdrawer === null ? null : SLIDE_BY_HOLES[item.holesfrontdrawer],
  };
}

/**
 * The shelves of one cabinet longer than the shop's safe span `span` (the parts settings'
 * shelfSafeSpanMm; docs/production/parts.md, "Shelf span"): each part row noted, and with an
 * inside back (which takes shelf pins) a centre support per shelf; with an applied back the note
 * asks for a bracket instead.
 */
export function shelfSpanChecks(
  parts: readonly Part[],
  backInside: boolean,
  span: number,
  unit: Unit,
): { centreSupportedShelves: number; notes: string[] } {
  const notes: string[] = [];
  let centreSupportedShelves = 0;
  for (const part of parts) {
    if (part.role !== 'shelf_fixed' && part.role !== 'shelf_adj') continue;
    if (part.finished.lengthMm <= span) continue;
    const support = backInside
      ? 'a centre support (2 shelf pins in the back) per shelf'
      : 'support it at its centre with a bracket (an applied back takes no pins)';
    notes.push(
      `${part.name} ${formatLength(part.finished.lengthMm, unit)} long: over the ${formatLength(span, unit)} safe span; ${support}.`,
    );
    if (backInside) centreSupportedShelves += part.perCabinet;
  }
  return { centreSupportedShelves, notes };
}
