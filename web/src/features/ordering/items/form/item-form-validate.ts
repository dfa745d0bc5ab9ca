import {
  constructionProblems,
  readItemForm,
  type Construction,
  type ConstructionItem,
  type FurnitureModel,
  type ItemFormValues,
  type MessageKey,
  type Unit,
} from '@cutshop/domain';
import type { CodedError } from '../../../../lib/forms/field-helpers';
import { checkedSettings } from './leg-settings-store';

/** A length option as the item holds it: a number, or null when not given or not valid. */
function lengthOf(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** A yes / no option as the item holds it: null when not answered. */
function answerOf(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

/**
 * The construction check of the last values read, kept: final-form validates on every change
 * of any field, and most changes (description, quantity, options) leave its sizes alone.
 */
function memoisedCheck() {
  let lastKey = '';
  let lastProblems: ReturnType<typeof constructionProblems> = [];
  return (item: ConstructionItem, construction: Construction, unit: Unit) => {
    // With the shop's legs, front gap and reveal, as intake checks (docs/production/parts.md).
    const settings = checkedSettings();
    const key = JSON.stringify([item, construction, unit, settings]);
    if (key !== lastKey) {
      lastProblems = constructionProblems(item, construction, unit, settings);
      lastKey = key;
    }
    return lastProblems;
  };
}

/**
 * The item form's `validate`: the domain's item rules (a code per bad field), then, on the
 * values they read, the construction check the parts explosion and intake run (a code with
 * the limit), on the fields whose own value is valid. Accept stays inert while any is there.
 * `checked` is false for a model rebuilt from an item (its model left the catalogue, so its
 * construction is not known): intake refuses such an item anyway.
 */
export function itemFormValidator(
  model: FurnitureModel,
  typeName: string,
  unit: Unit,
  checked: boolean,
) {
  const check = memoisedCheck();
  return (values: ItemFormValues): Record<string, MessageKey | CodedError> => {
    const reading = readItemForm(values, model, typeName, unit);
    const errors: Record<string, MessageKey | CodedError> = { ...reading.errors };
    if (!checked || reading.x === null || reading.y === null) return errors;
    const { options } = reading;
    const item: ConstructionItem = {
      x: reading.x,
      y: reading.y,
      // The depth only places an L corner's leaves, which the check does not refuse.
      z: reading.z ?? 0,
      dwidth: lengthOf(options.dwidth),
      dheight: lengthOf(options.dheight),
      udheight: lengthOf(options.udheight),
      ldheight: lengthOf(options.ldheight),
      dwheight: lengthOf(options.dwheight),
      fdrwheight: lengthOf(options.fdrwheight),
      jheight: lengthOf(options.jheight),
      cheight: lengthOf(options.cheight),
      door: answerOf(options.door),
      frontdrawer: answerOf(options.frontdrawer),
    };
    for (const problem of check(item, model.construction, unit)) {
      errors[problem.field] ??= { code: problem.code, values: problem.params };
    }
    return errors;
  };
}
