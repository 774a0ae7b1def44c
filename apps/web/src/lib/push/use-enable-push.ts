import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '@vapolib/contracts';
import { apiClient } from '../api-client.ts';
import {
  askPermission,
  PUSH_DENIED_TEXT,
  PUSH_FAILED_TEXT,
  PUSH_TIMEOUT_MS,
  PUSH_UNAVAILABLE_TEXT,
  PushSetupError,
  readyRegistration,
  withinTime,
} from './push-browser.ts';
import { pushStatusKey } from './use-push-status.ts';
import { base64UrlToUint8Array, sameKey } from './vapid-key.ts';

async function subscribe(publicKey: string): Promise<PushSubscriptionBody> {
  await askPermission();
  // One time limit for all that follows the user's answer, so the button never stays on « Activation… ».
  const deadline = Date.now() + PUSH_TIMEOUT_MS;
  const inTime = <T>(promise: Promise<T>) =>
    withinTime(promise, Math.max(0, deadline - Date.now()), PUSH_UNAVAILABLE_TEXT);
  const registration = await readyRegistration(PUSH_TIMEOUT_MS);
  const applicationServerKey = base64UrlToUint8Array(publicKey);
  let subscription = await inTime(registration.pushManager.getSubscription());
  // A subscription made with an older server key would be refused by the push service: replace it.
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await inTime(subscription.unsubscribe());
    subscription = null;
  }
  try {
    subscription ??= await inTime(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
    );
  } catch (error) {
    if (error instanceof PushSetupError) throw error;
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
