import { catalogue, COLOUR_IDS, MODEL_IDS, sampleCustomer, sampleOrderInput } from '@cutshop/mocks';
import {
  findModelContext,
  findNode,
  readyMadeMaterial,
  type Item,
  type MaterialChoice,
  type OrderDraft,
} from '@cutshop/domain';

export { catalogue, MODEL_IDS, sampleCustomer };

export const whiteColour: MaterialChoice = readyMadeMaterial(
  findNode(catalogue, COLOUR_IDS.arcticWhite) ?? {
    id: COLOUR_IDS.arcticWhite,
    name: 'Arctic White',
  },
  'mm',
);

export const customFinish: MaterialChoice = {
  id: null,
  name: 'Walnut veneer',
  x: 2440,
  y: 1220,
  z: 19,
  grain: true,
  unit: 'mm',
  custom: true,
  materialType: 'finish',
};

/** The sample order's items: a base cabinet (600 x 720 x 560 mm, 2 of them) and a panel. */
export function sampleItems(): Item[] {
  return sampleOrderInput().cabinets;
}

/** Draft parts for a customer who has finished step 1 and step 2 (millimetres). */
export const materialsDone: Partial<OrderDraft> = {
  customer: sampleCustomer,
  name: sampleCustomer.orderName,
  unit: 'mm',
  color: whiteColour,
  material: customFinish,
};

/** A draft ready to send. */
export function completeDraft(): Partial<OrderDraft> {
  return { ...materialsDone, cabinets: sampleItems(), additionalNotes: 'Label every part' };
}

export function modelContext(modelId: number) {
  const context = findModelContext(catalogue, modelId);
  if (!context) throw new Error(`no model ${modelId} in the fixture catalogue`);
  return context;
}
