import { enAuth } from './auth';
import { enCatalogue } from './catalogue';
import { enCatalogueModel } from './catalogue-model';
import { enCommon } from './common';
import { enDetail } from './detail';
import { enOffcuts } from './offcuts';
import { enOrders } from './orders';
import { enPrices } from './prices';
import { enProduction } from './production';
import { enSettings } from './settings';

/** Every English text of the admin area: the namespace `admin`, one part per screen group. */
export const enAdmin = {
  common: enCommon,
  auth: enAuth,
  orders: enOrders,
  detail: enDetail,
  production: enProduction,
  catalogue: enCatalogue,
  catalogueModel: enCatalogueModel,
  prices: enPrices,
  settings: enSettings,
  offcuts: enOffcuts,
};
