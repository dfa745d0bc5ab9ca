/*
 * fast-check arbitraries of valid orders over the catalogue fixture: any model, sizes anywhere
 * within its bounds, every option its flags ask for with a random value (sizes the customer
 * types may be odd: larger than the cabinet, tiny), millimetre and inch orders. Each order is one
 * acceptOrder accepts.
 */
import fc from 'fast-check';
import {
  acceptOrder,
  type CategoryNode,
  type FieldError,
  findModelContext,
  FRONT_DRAWER_HOLES,
  isModel,
  type Item,
  ITEM_MATERIALS,
  MAX_SHELF_LEVEL,
  MM_PER_INCH,
  type ModelContext,
  OPTION_KINDS,
  OPTIONAL_OPTION_FIELDS,
  type OptionField,
  optionFieldsFor,
  type OptionKind,
  type OrderInput,
  ORIENTATIONS,
  parseDimension,
  shelfQuantityChoices,
  type StoredOrder,
  toMillimetres,
  type Unit,
  ValidationError,
  type WireMaterial,
} from '..';
import { catalogueFixture } from './catalogue';
import { REFERENCE_STAMPS, referenceItem } from './reference-order';

/** Hundredths in a unit: sizes are sent with two decimals. */
const CENTS = 100;

/** The ranges the arbitraries draw odd customer sizes from, in millimetres. */
const ARBITRARY_LIMITS = {
  /** Customer door and drawer sizes: from a sliver to more than any cabinet. */
  measurementMm: { min: 1, max: 2600 },
  /** Profile sizes (always millimetres). */
  profileMm: { min: 1, max: 150 },
  /** The lowest shelf or slide centre drawn: just above the rules' 0.1 in. */
  shelfMinMm: 2.6,
  quantity: { min: 1, max: 5 },
  itemsPerOrder: { min: 1, max: 6 },
} as const;

/** Every furniture model of the fixture with its type and category. */
export const FIXTURE_MODELS: readonly ModelContext[] = (() => {
  const found: ModelContext[] = [];
  const walk = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      if (isModel(node)) {
        const context = findModelContext(catalogueFixture, node.id);
        if (context) found.push(context);
      }
      walk(node.children);
    }
  };
  walk(catalogueFixture);
  return found;
})();

/** A value in `unit` with two decimals whose millimetres lie within [minMm, maxMm]. */
function lengthIn(unit: Unit, minMm: number, maxMm: number): fc.Arbitrary<number> {
  const per = unit === 'in' ? MM_PER_INCH : 1;
  const low = Math.ceil((minMm / per) * CENTS);
  const high = Math.max(low, Math.floor((maxMm / per) * CENTS));
  return fc.integer({ min: low, max: high }).map((cents) => cents / CENTS);
}

function optionValue(
  kind: OptionKind,
  unit: Unit,
  typeName: string,
  heightMm: number,
): fc.Arbitrary<Item[OptionField]> {
  const L = ARBITRARY_LIMITS;
  switch (kind) {
    case 'orientation':
      return fc.constantFrom(...ORIENTATIONS);
    case 'material':
      return fc.constantFrom(...ITEM_MATERIALS);
    case 'boolean':
      return fc.boolean();
    case 'shelfQuantity':
      return fc.constantFrom(...shelfQuantityChoices(typeName, heightMm));
    case 'frontDrawerHoles':
      return fc.constantFrom(...FRONT_DRAWER_HOLES);
    case 'shelfLevel':
      return fc.integer({ min: 0, max: MAX_SHELF_LEVEL });
    case 'shelfHeight':
      return lengthIn(unit, L.shelfMinMm, heightMm);
    case 'profile':
      return lengthIn('mm', L.profileMm.min, L.profileMm.max);
    case 'measurement':
      return lengthIn(unit, L.measurementMm.min, L.measurementMm.max);
  }
}

/** A valid item of one model: random sizes within its bounds and random asked options. */
function itemOf(context: ModelContext, unit: Unit): fc.Arbitrary<Item> {
  const { bounds, properties } = context.model.model;
  const fields = optionFieldsFor(properties);
  return fc
    .record({
      x: lengthIn(unit, bounds.xmin, bounds.xmax),
      y: lengthIn(unit, bounds.ymin, bounds.ymax),
      z: bounds.zmin > 0 ? lengthIn(unit, bounds.zmin, bounds.zmax) : fc.constant(0),
      quantity: fc.integer(ARBITRARY_LIMITS.quantity),
    })
    .chain((sizes) => {
      const heightMm = toMillimetres(sizes.y, unit);
      const options = Object.fromEntries(
        fields.map((field) => {
          const value = optionValue(OPTION_KINDS[field], unit, context.type.name, heightMm);
          const optional = OPTIONAL_OPTION_FIELDS.has(field);
          return [field, optional ? fc.option(value, { nil: null }) : value];
        }),
      ) as Record<OptionField, fc.Arbitrary<Item[OptionField]>>;
      return fc.record(options).map((values) => {
        const line = { ...values } as Partial<Item>;
        // bheight is asked exactly when a wall height is given (docs/product.md §3).
        if ('bheight' in line && (line.wheight ?? null) === null) line.bheight = null;
        return referenceItem(context.model.id, {
          ...line,
          ...sizes,
          description: `Item ${context.model.id}`,
        });
      });
    });
}

/** A ready-made or custom pair of materials, the wire's single entry. */
function wireMaterialOf(unit: Unit): fc.Arbitrary<WireMaterial> {
  const tiles = (catType: CategoryNode['catType']) =>
    catalogueFixture
      .filter((node) => node.catType === catType && !node.custom)
      .map((node) => node.id);
  const custom = (materialType: 'cabinet' | 'finish') =>
    fc.record({
      id: fc.constant(null),
      name: fc.constant(materialType === 'cabinet' ? 'Custom board' : 'Custom finish'),
      x: lengthIn(unit, 1000, 3000),
      y: lengthIn(unit, 500, 2100),
      z: lengthIn(unit, 3, 40),
      grain: fc.boolean(),
      unit: fc.constant(unit),
      custom: fc.constant(true),
      materialType: fc.constant(materialType),
    });
  const finishFields = { x: null, y: null, z: null, grain: null, custom: false as const };
  return fc
    .record({
      color: fc.oneof(fc.constantFrom(...tiles('Color')), custom('cabinet')),
      finish: fc.oneof(
        fc
          .constantFrom(...tiles('Material'))
          .map((id) => ({ id, name: 'Finish', ...finishFields })),
        custom('finish'),
      ),
    })
    .map(({ color, finish }) => ({ ...finish, color }) as WireMaterial);
}

/** A valid order (as the browser sends it) in `unit`, or in either unit. */
function orderInputArbitrary(unit?: Unit): fc.Arbitrary<OrderInput> {
  const unitArbitrary = unit === undefined ? fc.constantFrom<Unit>('mm', 'in') : fc.constant(unit);
  return unitArbitrary.chain((chosen) =>
    fc.record({
      unit: fc.constant(chosen),
      material: wireMaterialOf(chosen).map((entry) => [entry] as [WireMaterial]),
      cabinets: fc.array(
        fc.constantFrom(...FIXTURE_MODELS).chain((context) => itemOf(context, chosen)),
        {
          minLength: ARBITRARY_LIMITS.itemsPerOrder.min,
          maxLength: ARBITRARY_LIMITS.itemsPerOrder.max,
        },
      ),
      name: fc.constant('Random order'),
      notes: fc.constant(''),
      message: fc.constant('' as const),
      customer: fc.constant({
        fullName: 'Test Customer',
        address: '1 Test Street',
        email: 'test@example.com',
        phoneNumber: '600 000 000',
        orderName: 'Random order',
      }),
    }),
  );
}

/** The front sizes the construction check reads from the customer (item-construction.ts). */
const FRONT_FIELDS = [
  'dwidth',
  'dheight',
  'udheight',
  'ldheight',
  'dwheight',
  'fdrwheight',
] as const;

/** How often an order is sent again with the refused front sizes at their limits. */
const FITTING_ROUNDS = 4;

/** The input with each refused front size at the limit its message gives (null: none fits). */
function withSizesAtLimits(input: OrderInput, fields: readonly FieldError[]): OrderInput | null {
  const cabinets = input.cabinets.map((item) => ({ ...item }));
  for (const error of fields) {
    const [, index, field] = /^cabinets\.(\d+)\.(\w+)$/.exec(error.path) ?? [];
    const limit = error.params?.limit?.replace(/ (mm|in)$/, '');
    const value = limit === undefined ? null : parseDimension(limit, input.unit);
    const item = cabinets[Number(index)];
    if (!item || !FRONT_FIELDS.some((known) => known === field) || !value) return null;
    item[field as (typeof FRONT_FIELDS)[number]] = value;
  }
  return { ...input, cabinets };
}

/**
 * The order as the server stores it, also when it was placed before intake ran the construction
 * check: sent with each refused front size at its limit, stored with the sizes the customer
 * typed (the explosion clamps them). Null when no front size would fit.
 */
function storedAsPlaced(input: OrderInput): StoredOrder | null {
  let sent: OrderInput | null = input;
  for (let round = 0; round < FITTING_ROUNDS && sent !== null; round += 1) {
    try {
      const accepted = acceptOrder(sent, catalogueFixture, REFERENCE_STAMPS[input.unit]);
      const cabinets = accepted.cabinets.map((item, index) => {
        const typed = input.cabinets[index] as Item;
        const sizes = Object.fromEntries(FRONT_FIELDS.map((field) => [field, typed[field]]));
        return { ...item, ...sizes };
      });
      return { ...accepted, cabinets };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      sent = withSizesAtLimits(sent, error.fields);
    }
  }
  return null;
}

/**
 * A valid order as the server stores it (acceptOrder against the fixture), mm or inch, with
 * front sizes the construction check refuses as often as an order placed before it had them.
 */
export function storedOrderArbitrary(unit?: Unit): fc.Arbitrary<StoredOrder> {
  return orderInputArbitrary(unit)
    .map(storedAsPlaced)
    .filter((order): order is StoredOrder => order !== null);
}
