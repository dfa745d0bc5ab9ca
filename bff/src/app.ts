import Koa from 'koa';
import { Router } from '@koa/router';
import type { AppServices } from './container';
import type { AppMetrics } from './metrics';
import { apiRoutes } from './middleware/api-fallback';
import { apiCompression } from './middleware/compression';
import { errorHandler } from './middleware/error-handler';
import { rateLimitPerIp } from './middleware/rate-limit';
import { requestId } from './middleware/request-id';
import { requestMetrics } from './middleware/request-metrics';
import { requireAdmin } from './middleware/require-admin';
import { sameOriginForSessions, sameOriginOnly } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { webApp, type TrackPreviewLookup } from './middleware/web-app';
import { HttpProblem } from './http-problem';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerCategoryRoutes } from './routes/categories';
import { refuseWhileClosing, registerOperationsRoutes, type Lifecycle } from './routes/operations';
import { registerAdminOrderRoutes } from './routes/admin-orders';
import { registerOffcutRoutes } from './routes/offcuts';
import { registerOrderRoutes } from './routes/orders';
import { registerPriceListRoutes } from './routes/price-list';
import { registerProductionSettingsRoutes } from './routes/production-settings';
import { registerProductionRoutes } from './routes/production';
import { registerTrackingRoutes, TRACKING_RATE_LIMIT } from './routes/tracking';
import { registerUserRoutes } from './routes/users';

/** What the operations endpoints and the shutdown need beside the services (runtime.ts). */
interface AppOperations {
  /** Set when the server starts to shut down: new requests get 503 from then on. */
  lifecycle: Lifecycle;
  metrics: AppMetrics;
  /** True when the database answers a trivial query in time (GET /api/ready). */
  databaseReady(): Promise<boolean>;
}

/** Builds the Koa app from its services. It never listens: server.ts (or a test) does. */
export function createApp(services: AppServices, operations: AppOperations): Koa {
  const { config, logger } = services;
  // Behind one trusted reverse proxy the client is the last X-Forwarded-For entry (the one the
  // proxy added); entries before it come from the client and could be forged.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxy ? 1 : 0 });
  // Errors are answered and logged by errorHandler; Koa's own logger would only repeat them.
  app.silent = true;

  const api = new Router({ prefix: '/api' });
  const checkAccessToken = (token: string) => services.auth.verifyAccessToken(token);
  registerOperationsRoutes(api, {
    lifecycle: operations.lifecycle,
    databaseReady: () => operations.databaseReady(),
    metrics: operations.metrics,
    metricsToken: config.metricsToken,
    checkAccessToken,
  });
  registerCategoryRoutes(api, services.catalogue);
  registerOrderRoutes(
    api,
    services.orders,
    rateLimitPerIp({
      keyPrefix: 'orders',
      points: config.orderRateLimit,
      durationSeconds: 60,
      store: services.rateLimits,
    }),
    () => operations.metrics.orderCreated(),
  );
  // One count per client for the tracking links it looks up, by the API and by page loads.
  const trackingRateLimit = rateLimitPerIp({
    keyPrefix: 'tracking',
    ...TRACKING_RATE_LIMIT,
    store: services.rateLimits,
  });
  registerTrackingRoutes(api, services.tracking, trackingRateLimit);
  const signedIn = requireAdmin(checkAccessToken);
  registerAdminOrderRoutes(api, services.orderAdmin, signedIn);
  registerProductionRoutes(api, services.production, signedIn);
  registerCatalogueRoutes(api, services.catalogueAdmin, signedIn);
  registerPriceListRoutes(api, services.priceList, signedIn);
  registerProductionSettingsRoutes(api, services.productionSettings, signedIn);
  registerOffcutRoutes(api, services.offcuts, signedIn);
  registerUserRoutes(api, services.auth, sameOriginOnly(config.publicUrl));

  // The request id first, so that every later log line and error answer carries it; the
  // metrics and access log next, outside the error handler, so they see the final status.
  app.use(requestId());
  app.use(requestMetrics(operations.metrics, logger));
  app.use(errorHandler(logger));
  // After the error handler (a failure while compressing is answered as JSON), before the routes.
  app.use(apiCompression());
  app.use(securityHeaders(config.publicUrl));
  app.use(refuseWhileClosing(operations.lifecycle));
  app.use(sameOriginForSessions(config.publicUrl));
  app.use(apiRoutes(api));
  // A tracking page's preview, looked up within the same limit as the API's; a client over it,
  // or a look-up that failed (logged), gets the plain shell, whose own API call then says so.
  const trackPreview: TrackPreviewLookup = async (ctx, token) => {
    try {
      await trackingRateLimit(ctx, async () => undefined);
      return await services.tracking.headline(token);
    } catch (error) {
      if (!(error instanceof HttpProblem)) logger.error('The tracking page preview failed', error);
      return undefined;
    }
  };
  for (const middleware of webApp(config.webDist, { trackPreview })) app.use(middleware);
  return app;
}
