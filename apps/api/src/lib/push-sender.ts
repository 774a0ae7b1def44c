import type { Agent } from 'node:https';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushSender {
  readonly publicKey: string;
  /** 'gone' when the push service says the subscription no longer exists (404/410). */
  send(
    subscription: { endpoint: string; p256dh: string; auth: string },
    message: PushMessage,
  ): Promise<'sent' | 'gone'>;
}

/** `agent` lets tests reach a local push service with a self-signed certificate. */
export function createPushSender(keys: VapidKeys, subject: string, agent?: Agent): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(subscription, message) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(message),
          { vapidDetails: { subject, ...keys }, TTL: 24 * 3600, agent },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}
