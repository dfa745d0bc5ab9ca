import {
  catalogueNode,
  itemSchema,
  OPTION_FIELDS,
  OPTION_KINDS,
  optionFieldsFor,
  type CategoryNode,
  type FurnitureModel,
  type Item,
  type ModelBounds,
  type OptionField,
} from '@cutshop/domain';
import {
  DEFAULT_PARTS_SETTINGS,
  explodeOrder,
  summariseHardware,
  type HardwareSummary,
  type ItemBuild,
  type PartsSettings,
} from '@cutshop/domain/production';

/** The size a sample is shown at, clamped into the model's bounds: a kitchen base cabinet. */
const SAMPLE_SIZE_MM = { x: 600, y: 720, z: 560 } as const;

/**
 * The yes/no options the sample answers yes, as the kitchen order of the production tests does
 * (domain/src/testing/kitchen-order.ts): built with screws and hinges, its doors and drawer
 * fronts included, hung on the wall. Every other yes/no option is no.
 */
const SAMPLE_YES: ReadonlySet<OptionField> = new Set<OptionField>([
  'screws',
  'hinges',
  'door',
  'frontdrawer',
  'wallmount',
  'wallmountbase',
]);

/** The other options the sample answers when its model asks for them; the rest are left empty. */
const SAMPLE_ANSWERS: Partial<Record<OptionField, string | number>> = {
  material: 'Cabinet',
  orientation: 'Vertical',
  // 3 mm holes: the first slide type (tandenBox), as the kitchen's drawer units.
  holesfrontdrawer: 3,
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The sample's size in millimetres: 600 x 720 x 560 clamped into the bounds. */
export function sampleSize(bounds: ModelBounds): { x: number; y: number; z: number } {
  return {
    x: clamp(SAMPLE_SIZE_MM.x, bounds.xmin, bounds.xmax),
    y: clamp(SAMPLE_SIZE_MM.y, bounds.ymin, bounds.ymax),
    z: clamp(SAMPLE_SIZE_MM.z, bounds.zmin, bounds.zmax),
  };
}

/** Ids of the sample's one-model tree (never sent anywhere). */
const SAMPLE_IDS = { category: 1, type: 2, model: 3 } as const;

/**
 * The sample item of a model, in millimetres: the sample size, quantity 1, the options its
 * flags switch on answered as a kitchen would (SAMPLE_YES, SAMPLE_ANSWERS), every other option
 * empty (shelves and heights then follow the construction and the shop's usual spacing).
 */
export function sampleItem(model: FurnitureModel, name: string): Item {
  const enabled = new Set(optionFieldsFor(model.properties));
  const options = Object.fromEntries(
    OPTION_FIELDS.map((field) => {
      if (!enabled.has(field)) return [field, null];
      if (OPTION_KINDS[field] === 'boolean') return [field, SAMPLE_YES.has(field)];
      return [field, SAMPLE_ANSWERS[field] ?? null];
    }),
  );
  return itemSchema.parse({
    name,
    parentName: name,
    cabinet: { id: SAMPLE_IDS.model, name, filepath: null, custom: false },
    ...sampleSize(model.bounds),
    hardware: false,
    custom: false,
    properties: model.properties,
    quantity: 1,
    description: 'Sample',
    validations: model.bounds,
    ...options,
  });
}

/** The one model in a category -> type -> model tree, as the parts explosion finds models. */
function sampleTree(model: FurnitureModel, name: string): CategoryNode[] {
  const modelNode = catalogueNode(SAMPLE_IDS.model, name, 'Category', { model });
  const type = catalogueNode(SAMPLE_IDS.type, name, 'Category', { children: [modelNode] });
  return [catalogueNode(SAMPLE_IDS.category, name, 'Category', { children: [type] })];
}

/** What the preview shows of a model: its sample's build and hardware, or why there is none. */
export type ModelPreview =
  | {
      kind: 'ready';
      build: ItemBuild;
      hardware: HardwareSummary;
      size: { x: number; y: number; z: number };
    }
  | { kind: 'failed'; message: string };

/**
 * The model's sample item exploded with the model (the production code the shop's outputs
 * use) and `settings`, the shop's parts settings (its fronts' gap and reveal, legs, bands), with
 * no material chosen: the construction's board stands in. A rule that throws is a `failed`
 * preview with its message, never an exception.
 */
export function modelPreview(
  model: FurnitureModel,
  name: string,
  settings: PartsSettings = DEFAULT_PARTS_SETTINGS,
): ModelPreview {
  try {
    const item = sampleItem(model, name);
    const exploded = explodeOrder(
      { unit: 'mm', material: [], cabinets: [item] },
      sampleTree(model, name),
      settings,
    );
    const build = exploded.items[0];
    if (build === undefined) {
      return { kind: 'failed', message: exploded.problems[0]?.message ?? 'no item was built' };
    }
    return {
      kind: 'ready',
      build,
      hardware: summariseHardware(exploded),
      size: sampleSize(model.bounds),
    };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
