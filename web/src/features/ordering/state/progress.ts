import { customerSchema, type OrderDraft } from '@cutshop/domain';
import { PATHS, type AppPath } from '../../../config/paths';
import type { FurnitureSelection } from './wizard-store';

/** What the wizard knows when it decides whether a screen can be shown. */
export interface WizardProgress {
  draft: OrderDraft;
  selection: FurnitureSelection;
  sentOrderUuid: string | null;
}

/** One piece of input a later screen relies on, and the screen that asks for it. */
interface Gate {
  isMet: (progress: WizardProgress) => boolean;
  askedOn: AppPath;
}

const editing = ({ draft }: WizardProgress) =>
  draft.cabinetEditIndex !== null && draft.cabinets[draft.cabinetEditIndex] !== undefined;

const GATES = {
  customer: {
    isMet: ({ draft }) => customerSchema.safeParse(draft.customer).success,
    askedOn: PATHS.step1,
  },
  unit: { isMet: ({ draft }) => draft.unit !== null, askedOn: PATHS.step2 },
  materials: {
    isMet: ({ draft }) => Boolean(draft.color?.name && draft.material?.name),
    askedOn: PATHS.step2,
  },
  items: { isMet: ({ draft }) => draft.cabinets.length > 0, askedOn: PATHS.step3 },
  category: {
    isMet: (progress) => editing(progress) || progress.selection.categoryId !== null,
    askedOn: PATHS.furnitureCategoryList,
  },
  type: {
    isMet: (progress) => editing(progress) || progress.selection.typeId !== null,
    askedOn: PATHS.furnitureTypeList,
  },
  model: {
    isMet: (progress) => editing(progress) || progress.selection.modelId !== null,
    askedOn: PATHS.furnitureModelList,
  },
  sent: { isMet: ({ sentOrderUuid }) => sentOrderUuid !== null, askedOn: PATHS.summary },
} satisfies Record<string, Gate>;

type GateName = keyof typeof GATES;

const ORDER_READY: GateName[] = ['customer', 'unit', 'materials'];

/** What each screen needs before it can be shown, in the order the wizard asks for it. */
const NEEDS: Partial<Record<AppPath, GateName[]>> = {
  [PATHS.step2]: ['customer'],
  [PATHS.cabinetList]: ['customer', 'unit'],
  [PATHS.finishList]: ['customer', 'unit'],
  [PATHS.cabinetCustomForm]: ['customer', 'unit'],
  [PATHS.finishCustomForm]: ['customer', 'unit'],
  [PATHS.step3]: ORDER_READY,
  [PATHS.furnitureCategoryList]: ORDER_READY,
  [PATHS.furnitureTypeList]: [...ORDER_READY, 'category'],
  [PATHS.furnitureModelList]: [...ORDER_READY, 'category', 'type'],
  [PATHS.furnitureForm]: [...ORDER_READY, 'category', 'type', 'model'],
  [PATHS.note]: [...ORDER_READY, 'items'],
  [PATHS.summary]: [...ORDER_READY, 'items'],
  [PATHS.result]: [...ORDER_READY, 'items', 'sent'],
};

/**
 * The first screen that still needs input before `path` makes sense, or null when `path` can
 * be shown. Direct navigation to a later step with an incomplete draft lands there instead of
 * on a broken screen.
 */
export function firstMissingStep(path: AppPath, progress: WizardProgress): AppPath | null {
  const missing = (NEEDS[path] ?? []).find((gate) => !GATES[gate].isMet(progress));
  return missing === undefined ? null : GATES[missing].askedOn;
}
