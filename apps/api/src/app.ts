import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@vapolib/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { ensureAdmin } from './db/seed/ensure-admin.ts';
import { seedDatabase } from './db/seed/seed-database.ts';
import { scheduleHousekeeping } from './jobs/housekeeping.ts';
import { scheduleBatchReminders, scheduleCheckinReminders, scheduleCoilReminders } from './jobs/schedule.ts';
import { AccessCache, attachAccessCache } from './lib/access-cache.ts';
import { AdjustableClock } from './lib/adjustable-clock.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { AppContext } from './lib/context.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { aromesRoutes } from './modules/aromes/aromes.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createTokenSigner, resolveJwtSecret } from './modules/auth/tokens.ts';
import { batchesRoutes } from './modules/batches/batches.routes.ts';
import { checkinRoutes } from './modules/checkin/checkin.routes.ts';
import { devicesRoutes } from './modules/devices/devices.routes.ts';
import { eliquidesRoutes } from './modules/eliquides/eliquides.routes.ts';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { nicotineRoutes } from './modules/nicotine/nicotine.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createPushSender, type PushSender, resolveVapidKeys } from './modules/push/push-sender.ts';
import { recipesRoutes } from './modules/recipes/recipes.routes.ts';
import { spendingRoutes } from './modules/spending/spending.routes.ts';
import { testClockRoutes } from './modules/test-clock/test-clock.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDocumentedStatusCheck } from './plugins/documented-statuses.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { registerMaintenanceGate } from './plugins/maintenance-gate.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { responseSerializerCompiler } from './plugins/serialization.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { frenchValidatorCompiler } from './plugins/validation.ts';
import { isClientRoute, registerWebApp, sendAppShell } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    accessCache: AccessCache;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
  clock?: Clock;
  push?: PushSender;
  logger?: FastifyServerOptions['logger'];
  /** The background jobs' first rounds wait until a moment after the server listens (the server), not ready (tests). */
  jobsAfterListen?: boolean;
}

/**
 * Fastify's two lines for every request ("incoming request", "request completed") cost ~50 µs of CPU each time, a
 * sixth of a request's under load (docs/decisions.md): they are written at debug and trace only. A request that
 * fails, and every other line Fastify writes (errors, routes not found), stay at every level.
 */
class ErrorsOnlyRequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(...[error, ...rest]: Parameters<LogController['requestCompleted']>) {
    if (error) super.requestCompleted(error, ...rest);
  }
}

/** Builds the whole API on a database that is already open and migrated; never listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    ...(['debug', 'trace'].includes(config.logLevel) ? {} : { logController: new ErrorsOnlyRequestLog() }),
    // Fastify accepts a hop count at run time; its types only list boolean and strings.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    // A URL Fastify cannot decode (`/api/auth/users/%zz`) gets the app's French 400, not the framework's English one.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 400, messages.invalidRequest),
  });
  app.setValidatorCompiler(frenchValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: config.checkResponses ?? false }));
  app.decorate('db', database.db);
  // Clients send `Content-Type: application/json` with no body on PATCH/DELETE calls: read it as `{}`.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString();
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error(messages.invalidRequest), { statusCode: 400 }), undefined);
    }
  });

  await seedDatabase(database.db);
  if (config.admin) await ensureAdmin(database.db, config.admin, app.log);

  if (config.smtpUrl && !config.publicUrl)
    app.log.warn(
      'SMTP_URL est défini sans PUBLIC_URL : les rappels de résistance partiront sans lien. Définissez PUBLIC_URL (https://votre-domaine).',
    );
  const testClock = config.testClock && !options.clock ? new AdjustableClock() : undefined;
  if (testClock)
    app.log.warn('TEST_CLOCK=on : /api/test/clock permet de déplacer la date du serveur (tests uniquement)');
  const ctx: AppContext = {
    db: database.db,
    config,
    signer: createTokenSigner(await resolveJwtSecret(database.db, config.jwtSecret)),
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    clock: options.clock ?? testClock ?? systemClock,
    push:
      options.push ??
      createPushSender(await resolveVapidKeys(database.db, config.vapid), config.vapidSubject),
  };

  // Maintenance flag and signed-in users in memory, dropped on every instance by PostgreSQL notifications.
  const accessCache = new AccessCache();
  await accessCache.start(database);
  attachAccessCache(database.db, accessCache);
  app.decorate('accessCache', accessCache);
  app.addHook('onClose', () => accessCache.close());

  registerErrorHandling(app);
  registerAuth(app, ctx.signer);
  registerSecurityHeaders(app);
  registerMaintenanceGate(app, ctx);
  registerIdempotency(app);
  await registerSwagger(app);
  if (config.checkResponses) registerDocumentedStatusCheck(app);

  await app.register(
    async (api) => {
      await authRoutes(api, ctx);
      await usersRoutes(api, ctx);
      await maintenanceRoutes(api, ctx);
      await menuRoutes(api, ctx);
      await aromesRoutes(api, ctx);
      await eliquidesRoutes(api, ctx);
      await nicotineRoutes(api, ctx);
      await devicesRoutes(api, ctx);
      await pushRoutes(api, ctx);
      await recipesRoutes(api, ctx);
      await spendingRoutes(api, ctx);
      await batchesRoutes(api, ctx);
      await checkinRoutes(api, ctx);
      if (testClock) await testClockRoutes(api, testClock);
    },
    { prefix: '/api' },
  );

  const webDist =
    config.webDist && fs.existsSync(path.join(config.webDist, 'index.html')) ? config.webDist : undefined;
  if (webDist) await registerWebApp(app, webDist);
  const afterListen = options.jobsAfterListen ?? false;
  if (config.coilReminderIntervalMs > 0)
    scheduleCoilReminders(app, ctx, config.coilReminderIntervalMs, afterListen);
  if (config.coilReminderIntervalMs > 0)
    scheduleBatchReminders(app, ctx, config.coilReminderIntervalMs, afterListen);
  if (config.checkinReminderIntervalMs > 0)
    scheduleCheckinReminders(app, ctx, config.checkinReminderIntervalMs, afterListen);
  scheduleHousekeeping(app, ctx, undefined, afterListen);
  app.setNotFoundHandler((request, reply) =>
    webDist && isClientRoute(request)
      ? sendAppShell(request, reply)
      : sendError(request, reply, 404, messages.routeNotFound),
  );
  return app;
}
