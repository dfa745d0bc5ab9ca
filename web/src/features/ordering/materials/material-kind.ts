import { PATHS } from '../../../config/paths';

/** The two materials of an order: the cabinet colour and the finish. */
export type MaterialKind = 'cabinet' | 'finish';

/** Where each kind's screens are. */
export const MATERIAL_PATHS = {
  cabinet: { list: PATHS.cabinetList, customForm: PATHS.cabinetCustomForm },
  finish: { list: PATHS.finishList, customForm: PATHS.finishCustomForm },
} as const satisfies Record<MaterialKind, { list: string; customForm: string }>;
