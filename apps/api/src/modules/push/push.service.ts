import type { PushConfig } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import type { PushMessage, VapidKeys } from '../../lib/push-sender.ts';
import { readOrCreateSetting } from '../settings/index.ts';
import {
  deleteSubscription,
  deleteSubscriptionsById,
  hasSubscription,
  listSubscriptions,
  saveSubscription,
  subscriptionsDataOf,
} from './push.repository.ts';

/** The VAPID public key, and whether this browser (its `endpoint`) is subscribed for this user. */
export async function pushConfigFor(ctx: AppContext, userId: number, endpoint?: string): Promise<PushConfig> {
  return {
    publicKey: ctx.push.publicKey,
    subscribed: endpoint ? await hasSubscription(ctx.db, userId, endpoint) : undefined,
  };
}

/** This browser receives the coil reminders of this user (a browser belongs to whoever subscribed it last). */
export async function subscribe(
  ctx: AppContext,
  userId: number,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  await saveSubscription(ctx.db, userId, { endpoint: subscription.endpoint, ...subscription.keys });
  return { message: messages.pushSubscribed };
}

/** This browser stops receiving this user's reminders. */
export async function unsubscribe(ctx: AppContext, userId: number, endpoint: string) {
  await deleteSubscription(ctx.db, userId, endpoint);
  return { message: messages.pushUnsubscribed };
}

/** The browsers part of the data export. */
export function exportFor(ctx: AppContext, userId: number) {
  return subscriptionsDataOf(ctx.db, userId);
}

/**
 * Sends one message to every browser of this user, forgetting those the push service says are gone. A browser that
 * fails otherwise keeps its subscription (the next reminder tries again). Returns whether the user has a browser.
 */
export async function pushToUser(ctx: AppContext, userId: number, message: PushMessage): Promise<boolean> {
  const subscriptions = await listSubscriptions(ctx.db, userId);
  const gone: number[] = [];
  for (const subscription of subscriptions) {
    const outcome = await ctx.push.send(subscription, message).catch(() => 'failed' as const);
    if (outcome === 'gone') gone.push(subscription.id);
  }
  await deleteSubscriptionsById(ctx.db, gone);
  return subscriptions.length > 0;
}

/** VAPID keys from the environment, or generated once and kept in the database for every instance. */
export async function resolveVapidKeys(db: Db, configured?: VapidKeys): Promise<VapidKeys> {
  if (configured) return configured;
  return readOrCreateSetting<VapidKeys>(db, 'vapid_keys', () => webpush.generateVAPIDKeys());
}
