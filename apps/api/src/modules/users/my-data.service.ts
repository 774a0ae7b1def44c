import { messages } from '@vapolib/domain';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { listBatches } from '../batches/batches.repository.ts';
import { checkinDataOf } from '../checkin/checkin.repository.ts';
import { devicesDataOf } from '../devices/devices.repository.ts';
import { listUserLiquids } from '../eliquides/eliquides.repository.ts';
import { nicotineDataOf } from '../nicotine/nicotine.repository.ts';
import { subscriptionsDataOf } from '../push/push.repository.ts';
import { listRecipes } from '../recipes/recipes.repository.ts';
import { spendingDataOf } from '../spending/spending.repository.ts';
import { presentUser } from './present-user.ts';
import { changeUserKeepingAnAdmin, findUserById } from './users.repository.ts';

/** Everything held about the user, as one JSON document (RGPD right of access and portability). */
export async function exportMyData(ctx: AppContext, userId: number) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(404, messages.notFound);
  // Each module reads its own tables (docs/architecture.md, "Modules").
  const [liquids, devices, nicotine, savedRecipes, subscriptions, spending, preparations, checkinReminder] =
    await Promise.all([
      listUserLiquids(ctx.db, userId),
      devicesDataOf(ctx.db, userId),
      nicotineDataOf(ctx.db, userId),
      listRecipes(ctx.db, userId),
      subscriptionsDataOf(ctx.db, userId),
      spendingDataOf(ctx.db, userId),
      listBatches(ctx.db, userId),
      checkinDataOf(ctx.db, userId),
    ]);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    profile: presentUser(user),
    eliquides: liquids.map(({ rank: _rank, total: _total, ...liquid }) => liquid),
    cigarettes: devices.cigarettes,
    resistances: devices.resistances,
    nicotinePlan: nicotine.nicotinePlan,
    nicotineLogs: nicotine.nicotineLogs,
    recipes: savedRecipes,
    pushSubscriptions: subscriptions,
    spendingProfile: spending,
    batches: preparations,
    rappelQuotidien: checkinReminder,
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
