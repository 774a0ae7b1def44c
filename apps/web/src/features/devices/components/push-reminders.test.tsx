import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_DENIED_TEXT, PUSH_TIMEOUT_MS, PUSH_UNAVAILABLE_TEXT } from '../../../lib/push/push-browser.ts';
import { answerOf, renderAt, stubFetch } from '../../../test/render.tsx';
import { PushReminders } from './push-reminders.tsx';

const endpoint = 'https://push.example.net/send/abc';
const serverKey = 'AQID';

function fakeBrowser(permission: NotificationPermission, subscribed: boolean) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint,
    options: { applicationServerKey: new Uint8Array([1, 2, 3]).buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'cle-p256dh', auth: 'cle-auth' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  if (subscribed) current = subscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  const notification = { permission, requestPermission: vi.fn(async () => 'granted') };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  const fetchMock = stubFetch((url, init) => {
    if (url.startsWith('/api/push/config'))
      return answerOf('get', '/api/push/config', { publicKey: serverKey, subscribed: current !== null });
    if (init?.method === 'POST')
      return answerOf('post', '/api/push/subscription', {
        message: 'Notifications activées sur cet appareil.',
      });
    return answerOf('delete', '/api/push/subscription', {
      message: 'Notifications désactivées sur cet appareil.',
    });
  });
  return { pushManager, subscription, notification, fetchMock };
}

beforeEach(() => localStorage.setItem('token', 'jeton'));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushReminders', () => {
  it('says when the browser cannot receive notifications, and that an e-mail is sent anyway', async () => {
    stubFetch(() => answerOf('get', '/api/push/config', { publicKey: serverKey, subscribed: false }));
    renderAt('/resistance', <PushReminders />);
    expect((await screen.findByText(/Ce navigateur ne permet pas les notifications/)).textContent).toContain(
      'Un e-mail vous est aussi envoyé',
    );
  });

  it('subscribes with the server key as bytes and sends the subscription', async () => {
    const { pushManager, notification, fetchMock } = fakeBrowser('default', false);
    renderAt('/resistance', <PushReminders />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activer les notifications' }));
    expect(await screen.findByText('Notifications activées sur cet appareil', { exact: true })).toBeTruthy();
    expect(notification.requestPermission).toHaveBeenCalled();
    const options = pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect([...(options[0].applicationServerKey as Uint8Array)]).toEqual([1, 2, 3]);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/push/subscription');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      endpoint,
      keys: { p256dh: 'cle-p256dh', auth: 'cle-auth' },
    });
    expect(screen.getByRole('button', { name: 'Désactiver sur cet appareil' })).toBeTruthy();
  });

  it('explains a refused permission and never subscribes', async () => {
    const { pushManager } = fakeBrowser('denied', false);
    renderAt('/resistance', <PushReminders />);
    expect(await screen.findByText(PUSH_DENIED_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activer les notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PUSH_DENIED_TEXT);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('gives up after a time limit when the browser’s push service never answers, and says so in French', async () => {
    const { pushManager } = fakeBrowser('granted', false);
    // A browser without a push service: the subscription never settles (issue 26).
    pushManager.subscribe.mockImplementation(() => new Promise(() => {}));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderAt('/resistance', <PushReminders />);
      fireEvent.click(await screen.findByRole('button', { name: 'Activer les notifications' }));
      expect(await screen.findByRole('button', { name: 'Activation…' })).toBeTruthy();
      await waitFor(() => expect(pushManager.subscribe).toHaveBeenCalled());
      await vi.advanceTimersByTimeAsync(PUSH_TIMEOUT_MS);
      expect((await screen.findByRole('alert')).textContent).toBe(PUSH_UNAVAILABLE_TEXT);
      expect(await screen.findByRole('button', { name: 'Activer les notifications' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns notifications off: the server forgets the endpoint, the browser unsubscribes', async () => {
    const { subscription, fetchMock } = fakeBrowser('granted', true);
    renderAt('/resistance', <PushReminders />);
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver sur cet appareil' }));
    expect(await screen.findByText('Notifications désactivées sur cet appareil.')).toBeTruthy();
    const remove = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(remove?.[1]?.body))).toEqual({ endpoint });
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Activer les notifications' })).toBeTruthy();
  });
});
