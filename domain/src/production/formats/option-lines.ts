/*
 * An item's options in words for the production file ("Hinges: yes", "Adjustable shelves: 2",
 * "Door width: 450 mm"), from the words tables in words.ts.
 */
import type { Item } from '../../item-schema';
import type { OptionField } from '../../item-options';
import {
  OPTION_FIELDS,
  OPTION_FIELDS_BY_FLAG,
  OPTION_KINDS,
  optionFieldsFor,
} from '../../item-options';
import type { Unit } from '../../units';
import { millimetresText, orderLengthsText } from './lengths-text';
import { FRONT_DRAWER_HOLE_WORDS, HEIGHT_FAMILY_WORDS, OPTION_WORDS, VALUE_WORDS } from './words';

type OptionValue = string | number | boolean | null;

function optionValue(item: Item, field: OptionField): OptionValue {
  return item[field];
}

/** The words for one option's value. */
function optionValueText(field: OptionField, value: OptionValue, unit: Unit): string {
  const kind = OPTION_KINDS[field];
  if (value === null)
    return kind === 'shelfHeight' ? VALUE_WORDS.shopSpacing : VALUE_WORDS.notGiven;
  if (typeof value === 'boolean') return value ? VALUE_WORDS.yes : VALUE_WORDS.no;
  switch (kind) {
    case 'material':
      return value === 'Cabinet' ? VALUE_WORDS.materialCabinet : VALUE_WORDS.materialFinish;
    case 'frontDrawerHoles':
      return FRONT_DRAWER_HOLE_WORDS[Number(value)] ?? String(value);
    case 'profile':
      return millimetresText(Number(value));
    case 'shelfHeight':
    case 'measurement':
      return orderLengthsText([Number(value)], unit);
    default:
      return String(value);
  }
}

/**
 * The option fields an item shows: those its model's flags switch on, in flag order, then any
 * other option it carries a value for.
 */
function shownOptionFields(item: Item): OptionField[] {
  const asked = optionFieldsFor(item.properties);
  const extra = OPTION_FIELDS.filter(
    (field) => !asked.includes(field) && optionValue(item, field) !== null,
  );
  return [...asked, ...extra];
}

/** The shelf and slide height families: listed by the heights given, or one line when none is. */
const HEIGHT_FAMILIES = [
  { fields: OPTION_FIELDS_BY_FLAG.adjustableShelf, words: HEIGHT_FAMILY_WORDS.adjustableShelf },
  { fields: OPTION_FIELDS_BY_FLAG.fixedShelf, words: HEIGHT_FAMILY_WORDS.fixedShelf },
  { fields: OPTION_FIELDS_BY_FLAG.drawerSlides, words: HEIGHT_FAMILY_WORDS.drawerSlides },
] as const;

/**
 * "Label: value" for every option the item shows. Shelf and slide heights the customer left empty
 * are not listed one by one: a family with no height given is one line ("Adjustable shelf
 * heights: not given (shop spacing)"), a family with some given lists those.
 */
export function optionLines(item: Item, unit: Unit): string[] {
  const lines: string[] = [];
  const done = new Set<OptionField>();
  for (const field of shownOptionFields(item)) {
    if (done.has(field)) continue;
    const family = HEIGHT_FAMILIES.find((candidate) =>
      (candidate.fields as readonly OptionField[]).includes(field),
    );
    if (family === undefined) {
      lines.push(
        `${OPTION_WORDS[field]}: ${optionValueText(field, optionValue(item, field), unit)}`,
      );
      continue;
    }
    family.fields.forEach((member) => done.add(member));
    const given = family.fields.filter((member) => optionValue(item, member) !== null);
    if (given.length === 0) lines.push(`${family.words}: ${VALUE_WORDS.shopSpacing}`);
    for (const member of given) {
      lines.push(
        `${OPTION_WORDS[member]}: ${optionValueText(member, optionValue(item, member), unit)}`,
      );
    }
  }
  return lines;
}
