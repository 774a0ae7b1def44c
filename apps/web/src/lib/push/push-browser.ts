/** The browser side of Web Push: support, the current subscription, the service worker once ready. */

export const PUSH_DENIED_TEXT =
  'Les notifications sont bloquées pour Vapolib dans ce navigateur. Autorisez-les dans les réglages du site (icône à gauche de l’adresse), puis réessayez.';
const PUSH_DISMISSED_TEXT =
  'Vous n’avez pas autorisé les notifications. Appuyez de nouveau sur le bouton et choisissez « Autoriser ».';
const PUSH_NOT_READY_TEXT =
  'Le service hors ligne de Vapolib n’est pas encore prêt. Rechargez la page puis réessayez.';
export const PUSH_FAILED_TEXT =
  'Le service de notifications du navigateur ne répond pas. Réessayez un peu plus tard.';

/** A failure of the browser part, with the French text to show. */
export class PushSetupError extends Error {
  override name = 'PushSetupError';
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function notificationPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'default';
}

/** This browser's subscription, if the service worker is installed and subscribed (never waits). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** `navigator.serviceWorker.ready`, which never settles without a service worker: give up after a while. */
export function readyRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushSetupError(PUSH_NOT_READY_TEXT)), timeoutMs);
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      () => {
        clearTimeout(timer);
        reject(new PushSetupError(PUSH_NOT_READY_TEXT));
      },
    );
  });
}

/** Asks for the permission if needed; a refusal becomes a PushSetupError with a clear text. */
export async function askPermission(): Promise<void> {
  if (Notification.permission === 'granted') return;
  if (Notification.permission === 'denied') throw new PushSetupError(PUSH_DENIED_TEXT);
  const answer = await Notification.requestPermission();
  if (answer === 'denied') throw new PushSetupError(PUSH_DENIED_TEXT);
  if (answer !== 'granted') throw new PushSetupError(PUSH_DISMISSED_TEXT);
}
