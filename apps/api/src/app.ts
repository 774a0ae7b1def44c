import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@vapolib/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { scheduleBackups } from './jobs/backups.ts';
import { scheduleHousekeeping } from './jobs/housekeeping.ts';
import { scheduleBatchReminders, scheduleCheckinReminders, scheduleCoilReminders } from './jobs/schedule.ts';
import { AdjustableClock } from './lib/adjustable-clock.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { AppContext } from './lib/context.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createPushSender, type PushSender } from './lib/push-sender.ts';
import { ReadCache } from './lib/read-cache.ts';
import { createTokenSigner } from './lib/tokens.ts';
import { aromesRoutes, seedCatalogue } from './modules/aromes/index.ts';
import { authRoutes, resolveJwtSecret } from './modules/auth/index.ts';
import { backupsRoutes } from './modules/backups/index.ts';
import { batchesRoutes, lastCalculation } from './modules/batches/index.ts';
import { checkinRoutes } from './modules/checkin/index.ts';
import { coachRoutes } from './modules/coach/index.ts';
import { devicesRoutes } from './modules/devices/index.ts';
import { eliquidesRoutes } from './modules/eliquides/index.ts';
import { maintenanceRoutes } from './modules/maintenance/index.ts';
import { menuRoutes, seedMenuLinks } from './modules/menu/index.ts';
import { nextBottleRoutes } from './modules/next-bottle/index.ts';
import { nicotineRoutes } from './modules/nicotine/index.ts';
import { pushRoutes, resolveVapidKeys } from './modules/push/index.ts';
import { recipesRoutes } from './modules/recipes/index.ts';
import { seedOnce } from './modules/settings/index.ts';
import { spendingRoutes } from './modules/spending/index.ts';
import { stashRoutes } from './modules/stash/index.ts';
import { testClockRoutes } from './modules/test-clock/index.ts';
import { ensureAdmin, usersRoutes } from './modules/users/index.ts';
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
    /** What the services are given (database, read cache, clock, mail, push): tests reach the app's through it. */
    ctx: AppContext;
  }
}

/** What a new database is given once (the menu's sections, the aroma catalogue), each by the module that owns it. */
export function seedDatabase(db: Db) {
  return seedOnce(db, { 'seed:menu_links': seedMenuLinks, 'seed:aromes': seedCatalogue });
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

  if (config.smtpUrl && !config.publicUrl)
    app.log.warn(
      'SMTP_URL est défini sans PUBLIC_URL : les rappels de résistance partiront sans lien. Définissez PUBLIC_URL (https://votre-domaine).',
    );
  const testClock = config.testClock && !options.clock ? new AdjustableClock() : undefined;
  if (testClock)
    app.log.warn('TEST_CLOCK=on : /api/test/clock permet de déplacer la date du serveur (tests uniquement)');
  const ctx: AppContext = {
    db: database.db,
    cache: new ReadCache(database.db),
    config,
    signer: createTokenSigner(await resolveJwtSecret(database.db, config.jwtSecret)),
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    clock: options.clock ?? testClock ?? systemClock,
    push:
      options.push ??
      createPushSender(await resolveVapidKeys(database.db, config.vapid), config.vapidSubject),
    database: { kind: database.kind, dump: () => database.dump() },
  };

  app.decorate('ctx', ctx);
  if (config.admin) await ensureAdmin(ctx, config.admin, app.log);

  // What every request checks, and the lists read on every visit, in memory, dropped on every instance by
  // PostgreSQL notifications.
  await ctx.cache.start(database);
  app.addHook('onClose', () => ctx.cache.close());

  registerErrorHandling(app);
  registerAuth(app, ctx);
  registerSecurityHeaders(app);
  registerMaintenanceGate(app, ctx);
  registerIdempotency(app, ctx);
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
      // Low stock is measured at the last batch's recipe: the batches module answers (it depends on the stash).
      await stashRoutes(api, ctx, lastCalculation);
      await nextBottleRoutes(api, ctx);
      await checkinRoutes(api, ctx);
      await coachRoutes(api, ctx);
      await backupsRoutes(api, ctx);
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
  scheduleBackups(app, ctx, afterListen);
  app.setNotFoundHandler((request, reply) =>
    webDist && isClientRoute(request)
      ? sendAppShell(request, reply)
      : sendError(request, reply, 404, messages.routeNotFound),
  );
  return app;
}
