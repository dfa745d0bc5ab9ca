export { ApiError, CLIENT_ERROR_CODES } from './api-error';
export {
  API_BASE,
  apiConditionalGet,
  apiRequest,
  type ApiRequest,
  type ConditionalAnswer,
} from './client';
export {
  CATALOGUE_MAX_AGE_MS,
  forgetCategories,
  getCategories,
  type GetCategoriesOptions,
} from './get-categories';
