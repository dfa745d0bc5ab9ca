import type { Construction } from './construction';
import { SHEET_PART_KINDS } from './construction';
import { fieldError, type FieldError } from './errors';
import type { MessageKey } from './messages';
import type { FrontField, FrontFit, FrontItem } from './production/parts/fronts';
import { FIT_TOLERANCE_MM, frontLayoutInput, layoutFronts } from './production/parts/fronts';
import type { CheckSettings } from './production/parts/parts-settings';
import { INCH_FRACTION_STEPS, inchFraction } from './inch-fractions';
import type { Unit } from './units';
import { MM_PER_INCH, round2 } from './units';

/*
 * The construction check (docs/production/parts.md, "The construction check"): what of an item
 * the parts explosion would not make as the customer asked. It runs the explosion's own front
 * layout, so the item form, the order intake and the production outputs never disagree.
 */

/** The item fields the construction check may find a problem in. */
export type ConstructionField = FrontField;

/** What of an item the construction check reads: its size and its front and rail sizes. */
export type ConstructionItem = FrontItem;

/** A size the cabinet cannot take as asked: its field, the message code and `{ limit }`. */
export interface ConstructionProblem {
  field: ConstructionField;
  code: MessageKey;
  /** `limit`: the size that is made, in the order's unit with its unit ("17 27/32 in"). */
  params: { limit: string };
}

const CODE_BY_FIT: Record<FrontFit['fit'], MessageKey> = {
  tooSmall: 'frontTooSmall',
  doorTooWide: 'doorTooWide',
  pairTooWide: 'doorPairTooWide',
  frontTooHigh: 'frontTooHigh',
  drawersTooHigh: 'drawerFrontsTooHigh',
  noRoom: 'frontNoRoom',
};

/** Inch limits are shown in 32nds, the finest mark of a customer's tape. */
const INCH_STEPS = INCH_FRACTION_STEPS;
/** Millimetre limits are shown to 0.1 mm. */
const MM_STEPS = 10;

/**
 * A limit as the person can type it: the largest size that fits (`upTo`: a maximum) or the
 * smallest (a minimum), in 32nds of an inch or tenths of a millimetre, such that the value
 * typed, read and stored with two decimals (units.ts), is still on the right side of the limit.
 */
export function formatLimit(limitMm: number, unit: Unit, upTo: boolean): string {
  const perMm = unit === 'in' ? INCH_STEPS / MM_PER_INCH : MM_STEPS;
  const stepsPerUnit = unit === 'in' ? INCH_STEPS : MM_STEPS;
  const storedMm = (steps: number) =>
    round2(steps / stepsPerUnit) * (unit === 'in' ? MM_PER_INCH : 1);
  const exact = limitMm * perMm;
  let steps = upTo
    ? Math.floor(exact + FIT_TOLERANCE_MM * perMm)
    : Math.ceil(exact - FIT_TOLERANCE_MM * perMm);
  const inside = (candidate: number) =>
    upTo
      ? storedMm(candidate) <= limitMm + FIT_TOLERANCE_MM
      : storedMm(candidate) + FIT_TOLERANCE_MM >= limitMm;
  while (!inside(steps)) steps += upTo ? -1 : 1;
  steps = Math.max(steps, 0);
  return unit === 'in' ? `${inchFraction(steps)} in` : `${steps / MM_STEPS} mm`;
}

function isSheet(construction: Construction): boolean {
  return (SHEET_PART_KINDS as readonly string[]).includes(construction.kind);
}

/**
 * Every size of `item` its cabinet cannot take as asked, one per field: a door wider than the
 * cabinet leaves, a door, lift-up door or drawer front higher than the box leaves once the
 * other fronts have their minimum, or any front under the smallest one made. Flat pieces
 * (doors, panels, fillers ordered alone) are sized by the model's bounds and have none. Sizes
 * in the order's unit, as an Item holds them; the J and C rail heights in millimetres.
 * `settings`: the shop's leg height and whether a height includes it (the box the fronts fill
 * follows them), its front gap and reveal (the front area); the defaults when not given.
 */
export function constructionProblems(
  item: ConstructionItem,
  construction: Construction,
  unit: Unit,
  settings?: CheckSettings,
): ConstructionProblem[] {
  if (isSheet(construction)) return [];
  const { fits } = layoutFronts(frontLayoutInput(item, construction, unit, settings));
  return fits.map(({ field, fit, limitMm }) => ({
    field,
    code: CODE_BY_FIT[fit],
    params: { limit: formatLimit(limitMm, unit, fit !== 'tooSmall') },
  }));
}

/**
 * The construction problems of the `index`th item of an order as field errors
 * (`cabinets.<index>.<field>`), the way intake reports every item rule.
 */
export function constructionFieldErrors(
  item: ConstructionItem,
  construction: Construction,
  unit: Unit,
  index: number,
  settings?: CheckSettings,
): FieldError[] {
  return constructionProblems(item, construction, unit, settings).map((problem) =>
    fieldError(`cabinets.${index}.${problem.field}`, problem.code, undefined, problem.params),
  );
}
