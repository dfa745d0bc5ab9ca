import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import type { TrackingService } from '../services/tracking/tracking-service';

/** Look-ups of tracking pages one client IP may make: a person reloads, a guesser is held back. */
export const TRACKING_RATE_LIMIT = { points: 60, durationSeconds: 60 };

/**
 * GET /api/track/:token: the order behind a customer's tracking link (docs/product.md,
 * "Following an order"). Unknown and malformed tokens get the same 404. Never cached or indexed:
 * the link is the only key to the page.
 */
export function registerTrackingRoutes(
  router: Router,
  tracking: TrackingService,
  trackingRateLimit: Middleware,
): void {
  router.get('/track/:token', trackingRateLimit, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = await tracking.find(ctx.params.token ?? '');
  });
}
