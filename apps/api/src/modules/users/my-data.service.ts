import { messages } from '@vapolib/domain';
import { eq } from 'drizzle-orm';
import {
  cigarettes,
  nicotineLogs,
  nicotinePlans,
  nicotineSteps,
  pushSubscriptions,
  recipes,
  resistances,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { listUserLiquids } from '../eliquides/eliquides.repository.ts';
import { presentUser } from './present-user.ts';
import { changeUserKeepingAnAdmin, findUserById } from './users.repository.ts';

/** Everything held about the user, as one JSON document (RGPD right of access and portability). */
export async function exportMyData(ctx: AppContext, userId: number) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(404, messages.notFound);
  const [liquids, devices, coils, plans, logs, savedRecipes, subscriptions] = await Promise.all([
    listUserLiquids(ctx.db, userId),
    ctx.db.select().from(cigarettes).where(eq(cigarettes.userId, userId)),
    ctx.db.select().from(resistances).where(eq(resistances.userId, userId)),
    ctx.db.select().from(nicotinePlans).where(eq(nicotinePlans.userId, userId)),
    ctx.db.select().from(nicotineLogs).where(eq(nicotineLogs.userId, userId)),
    ctx.db.select().from(recipes).where(eq(recipes.userId, userId)),
    ctx.db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  const plan = plans[0];
  const steps = plan
    ? await ctx.db.select().from(nicotineSteps).where(eq(nicotineSteps.planId, plan.id))
    : [];
  return {
    exportedAt: ctx.clock.now().toISOString(),
    profile: presentUser(user),
    eliquides: liquids.map(({ rank: _rank, total: _total, ...liquid }) => liquid),
    cigarettes: devices,
    resistances: coils,
    nicotinePlan: plan ? { ...plan, steps } : null,
    nicotineLogs: logs,
    recipes: savedRecipes,
    pushSubscriptions: subscriptions,
  };
}

/** Self-service account deletion: the password confirms it; every table cascades from users. */
export async function deleteMyAccount(ctx: AppContext, userId: number, password: string, ip: string) {
  // A stolen session must not become a password oracle: throttled like login.
  const limits = ctx.config.rateLimits;
  await consumeRateLimit(ctx.db, `delete-me:ip:${ip}`, limits.loginPerIp);
  await consumeRateLimit(ctx.db, `delete-me:user:${userId}`, limits.accountDeletePerUser);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(404, messages.notFound);
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError(400, messages.wrongPassword);
  // The last-admin check and the deletion are one locked step: two admins leaving at once leave one.
  const outcome = await changeUserKeepingAnAdmin(ctx.db, { targetId: userId, kind: 'delete' });
  if (outcome.result === 'last-admin') throw new AppError(409, messages.lastAdmin);
  return { message: messages.accountDeleted };
}
