import { enAuth } from './auth';
import { enCatalogue } from './catalogue';
import { enCatalogueModel } from './catalogue-model';
import { enCommon } from './common';
import { enDetail } from './detail';
import { enOffcuts } from './offcuts';
import { enOrders } from './orders';
import { enPrices } from './prices';
import { enSettings } from './settings';

/**
 * The English texts of the admin area added with its chunk: the namespace `admin`, one part per
 * screen group. The production sections' texts (`production`) come with the signed-in chunk
 * (../production-texts.ts).
 */
export const enAdmin = {
  common: enCommon,
  auth: enAuth,
  orders: enOrders,
  detail: enDetail,
  catalogue: enCatalogue,
  catalogueModel: enCatalogueModel,
  prices: enPrices,
  settings: enSettings,
  offcuts: enOffcuts,
};
