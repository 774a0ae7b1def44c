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

/**
 * How long activation may take once the permission is given: the service worker, then the push manager's
 * subscription. A browser without a push service never answers (issue 26: « Activation… » for over 30 s).
 */
export const PUSH_TIMEOUT_MS = 10_000;

export const PUSH_UNAVAILABLE_TEXT =
  'Les notifications ne sont pas disponibles dans ce navigateur : il ne répond pas à la demande d’activation. Essayez avec un autre navigateur, ou réessayez plus tard.';

/** `promise`, or a PushSetupError saying `text` when it has not settled within `timeoutMs`. */
export function withinTime<T>(promise: Promise<T>, timeoutMs: number, text: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushSetupError(text)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** `navigator.serviceWorker.ready`, which never settles without a service worker: give up after a while. */
export function readyRegistration(timeoutMs = PUSH_TIMEOUT_MS): Promise<ServiceWorkerRegistration> {
  return withinTime(navigator.serviceWorker.ready, timeoutMs, PUSH_NOT_READY_TEXT).catch((error: unknown) => {
    throw error instanceof PushSetupError ? error : new PushSetupError(PUSH_NOT_READY_TEXT);
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
