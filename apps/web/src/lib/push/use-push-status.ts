import { useQuery } from '@tanstack/react-query';
import { apiClient, LOAD_FAILED_TEXT } from '../api-client.ts';
import { currentSubscription, notificationPermission, pushSupported } from './push-browser.ts';

export const pushStatusKey = ['push', 'status'] as const;

type PushStatus =
  | { supported: false }
  | { supported: true; publicKey: string; subscribed: boolean; permission: NotificationPermission };

/**
 * GET /push/config?endpoint=: the server's VAPID key, and whether this browser's subscription is known to the
 * server for this user (a browser subscribed for someone else counts as off).
 */
export function usePushStatus() {
  return useQuery({
    queryKey: pushStatusKey,
    queryFn: async ({ signal }): Promise<PushStatus> => {
      if (!pushSupported()) return { supported: false };
      const subscription = await currentSubscription();
      const config = await apiClient.GET('/api/push/config', {
        params: { query: { endpoint: subscription?.endpoint } },
        fallback: LOAD_FAILED_TEXT,
        signal,
      });
      return {
        supported: true,
        publicKey: config.publicKey,
        subscribed: Boolean(subscription && config.subscribed),
        permission: notificationPermission(),
      };
    },
  });
}
