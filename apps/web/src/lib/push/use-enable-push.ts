import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '@vapolib/contracts';
import { apiClient } from '../api-client.ts';
import {
  askPermission,
  PUSH_DENIED_TEXT,
  PUSH_FAILED_TEXT,
  PushSetupError,
  readyRegistration,
} from './push-browser.ts';
import { pushStatusKey } from './use-push-status.ts';
import { base64UrlToUint8Array, sameKey } from './vapid-key.ts';

async function subscribe(publicKey: string): Promise<PushSubscriptionBody> {
  await askPermission();
  const registration = await readyRegistration();
  const applicationServerKey = base64UrlToUint8Array(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with an older server key would be refused by the push service: replace it.
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey,
    });
  } catch (error) {
    const denied = error instanceof DOMException && error.name === 'NotAllowedError';
    throw new PushSetupError(denied ? PUSH_DENIED_TEXT : PUSH_FAILED_TEXT);
  }
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushSetupError(PUSH_FAILED_TEXT);
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Subscribes this browser to Web Push, then POST /push/subscription. */
export function useEnablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) =>
      apiClient.POST('/api/push/subscription', {
        body: await subscribe(publicKey),
        fallback: 'Erreur activation des notifications',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushStatusKey }),
  });
}
