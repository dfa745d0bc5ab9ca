export { ApiError, CLIENT_ERROR_CODES, type ApiFieldError } from './api-error';
export { API_BASE, API_TIMEOUT_MS, apiRequest } from './client';
export { forgetCategories, getCategories, loadCategories } from './get-categories';
export { createOrder, INVALID_ORDER, useCreateOrder, type CreateOrderStatus } from './create-order';
