import Koa from 'koa';
import { Router } from '@koa/router';
import type { AppServices } from './container';
import { apiRoutes } from './middleware/api-fallback';
import { apiCompression } from './middleware/compression';
import { errorHandler } from './middleware/error-handler';
import { rateLimitPerIp } from './middleware/rate-limit';
import { requireAdmin } from './middleware/require-admin';
import { sameOriginForSessions, sameOriginOnly } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { webApp } from './middleware/web-app';
import { registerCategoryRoutes } from './routes/categories';
import { registerAdminOrderRoutes } from './routes/admin-orders';
import { registerOrderRoutes } from './routes/orders';
import { registerProductionRoutes } from './routes/production';
import { registerUserRoutes } from './routes/users';

/** Builds the Koa app from its services. It never listens: server.ts (or a test) does. */
export function createApp(services: AppServices): Koa {
  const { config, logger } = services;
  // Behind one trusted reverse proxy the client is the last X-Forwarded-For entry (the one the
  // proxy added); entries before it come from the client and could be forged.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxy ? 1 : 0 });
  // Errors are answered and logged by errorHandler; Koa's own logger would only repeat them.
  app.silent = true;

  const api = new Router({ prefix: '/api' });
  registerCategoryRoutes(api, services.catalogue);
  registerOrderRoutes(
    api,
    services.orders,
    rateLimitPerIp({ keyPrefix: 'orders', points: config.orderRateLimit, durationSeconds: 60 }),
  );
  const signedIn = requireAdmin((token) => services.auth.verifyAccessToken(token));
  registerAdminOrderRoutes(api, services.orderAdmin, signedIn);
  registerProductionRoutes(api, services.production, signedIn);
  registerUserRoutes(api, services.auth, sameOriginOnly(config.publicUrl));

  app.use(errorHandler(logger));
  // After the error handler (a failure while compressing is answered as JSON), before the routes.
  app.use(apiCompression());
  app.use(securityHeaders(config.publicUrl));
  app.use(sameOriginForSessions(config.publicUrl));
  app.use(apiRoutes(api));
  for (const middleware of webApp(config.webDist)) app.use(middleware);
  return app;
}
