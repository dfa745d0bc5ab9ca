import { ADMIN_PATHS, ADMIN_PREFIX } from '../../config/paths';
import { lazyWithPreload } from '../../lib/lazy-with-preload';

/*
 * The back office's signed-in frame (header, navigation, session guard) with the order list and
 * the order detail is a chunk apart from its sign-in pages (docs/architecture.md, "The back
 * office's chunks"): /admin/login starts without it and fetches it once the person starts
 * signing in; a visit that opens on a signed-in page fetches it at once. This module is small
 * and part of the app's entry, so the first page can start that fetch before the admin chunk
 * has arrived.
 */
const load = () => import('./signed-in-screens');

const layout = lazyWithPreload(() => load().then((module) => module.AdminLayout));
const orders = lazyWithPreload(() => load().then((module) => module.OrdersScreen));
const detail = lazyWithPreload(() => load().then((module) => module.OrderDetailScreen));

export const LazyAdminLayout = layout.Component;
export const LazyOrdersScreen = orders.Component;
export const LazyOrderDetailScreen = detail.Component;

/** Fetches the signed-in chunk (once; a failure is forgotten, so the next call retries). */
export function preloadSignedIn(): Promise<unknown> {
  return Promise.all([layout.preload(), orders.preload(), detail.preload()]);
}

/**
 * The admin paths shown signed out (without a trailing slash), which the signed-in chunk is not
 * needed for: the admin root leads to the sign-in page.
 */
const SIGNED_OUT: readonly string[] = [
  ADMIN_PREFIX.slice(0, -1),
  ADMIN_PATHS.login,
  ADMIN_PATHS.remember,
  ADMIN_PATHS.changePassword,
];

/** Whether the admin page at `pathname` (a path under /admin/) is shown in the signed-in frame. */
export function isSignedInPath(pathname: string): boolean {
  return !SIGNED_OUT.includes(pathname.replace(/\/+$/, ''));
}
