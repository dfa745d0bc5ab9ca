export { ApiError, CLIENT_ERROR_CODES, type ApiFieldError } from './api-error';
export { API_BASE, API_TIMEOUT_MS, apiRequest, type ApiRequest } from './client';
export { forgetCategories, getCategories } from './get-categories';
