import type { Translation } from '../../../../lib/i18n/locales/types';
import type { enAdmin } from '../en';
import { esAuth } from './auth';
import { esCatalogue } from './catalogue';
import { esCatalogueModel } from './catalogue-model';
import { esCommon } from './common';
import { esDetail } from './detail';
import { esOffcuts } from './offcuts';
import { esOrders } from './orders';
import { esPrices } from './prices';
import { esSettings } from './settings';

/** Los textos en español del área de administración (espacio `admin`), salvo los de producción. */
export const esAdmin: Translation<typeof enAdmin> = {
  common: esCommon,
  auth: esAuth,
  orders: esOrders,
  detail: esDetail,
  catalogue: esCatalogue,
  catalogueModel: esCatalogueModel,
  prices: esPrices,
  settings: esSettings,
  offcuts: esOffcuts,
};
