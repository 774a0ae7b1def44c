import type { AppContext } from '../../lib/context.ts';
import { exportFor as batchesOf } from '../batches/index.ts';
import { exportFor as checkinOf } from '../checkin/index.ts';
import { exportFor as coachOf } from '../coach/index.ts';
import { exportFor as devicesOf } from '../devices/index.ts';
import { exportFor as liquidsOf } from '../eliquides/index.ts';
import { exportFor as nicotineOf } from '../nicotine/index.ts';
import { exportFor as subscriptionsOf } from '../push/index.ts';
import { exportFor as recipesOf } from '../recipes/index.ts';
import { exportFor as spendingOf } from '../spending/index.ts';
import { exportFor as stashOf } from '../stash/index.ts';
import { profileOf } from '../users/index.ts';

/**
 * Everything held about the user, as one JSON document (RGPD right of access and portability): each module answers
 * for its own tables. (Deleting the account needs no such round: see `deleteMyAccount` in the users module.)
 */
export async function exportMyData(ctx: AppContext, userId: number) {
  // The profile first: a deleted user is a 404 before anything else is read.
  const profile = await profileOf(ctx, userId);
  const [
    eliquides,
    devices,
    nicotine,
    recipes,
    pushSubscriptions,
    spendingProfile,
    batches,
    rappelQuotidien,
    coach,
    stock,
  ] = await Promise.all([
    liquidsOf(ctx, userId),
    devicesOf(ctx, userId),
    nicotineOf(ctx, userId),
    recipesOf(ctx, userId),
    subscriptionsOf(ctx, userId),
    spendingOf(ctx, userId),
    batchesOf(ctx, userId),
    checkinOf(ctx, userId),
    coachOf(ctx, userId),
    stashOf(ctx, userId),
  ]);
  return {
    exportedAt: ctx.clock.now().toISOString(),
    profile,
    eliquides,
    cigarettes: devices.cigarettes,
    resistances: devices.resistances,
    coilHistory: devices.coilHistory,
    nicotinePlan: nicotine.nicotinePlan,
    nicotineLogs: nicotine.nicotineLogs,
    recipes,
    pushSubscriptions,
    spendingProfile,
    batches,
    rappelQuotidien,
    envies: coach.envies,
    ecarts: coach.ecarts,
    derniereCigarette: coach.derniereCigarette,
    stock,
  };
}
