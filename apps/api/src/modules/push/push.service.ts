import type { PushConfig } from '@vapolib/contracts';
import { messages } from '@vapolib/domain';
import type { AppContext } from '../../lib/context.ts';
import { deleteSubscription, hasSubscription, saveSubscription } from './push.repository.ts';

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
