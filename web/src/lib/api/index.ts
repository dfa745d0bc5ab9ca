export { ApiError, CLIENT_ERROR_CODES } from './api-error';
export { API_BASE, apiRequest, type ApiRequest } from './client';
export { forgetCategories, getCategories } from './get-categories';
