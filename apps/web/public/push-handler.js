/*
 * Reminders pushed by the server (coils, the daily check-in: { title, body, url, tag }): show them, and open the page on click.
 * Loaded by the generated service worker through workbox importScripts.
 */
// Wrapped so nothing leaks into the service worker's global scope shared with other imported scripts.
(() => {
  const DEFAULT_URL = '/resistance';

  function readPayload(event) {
    if (!event.data) return {};
    try {
      return event.data.json();
    } catch {
      // A push service test or an old server may send plain text: show it as the body.
      return { body: event.data.text() };
    }
  }

  self.addEventListener('push', (event) => {
    const data = readPayload(event);
    event.waitUntil(
      self.registration.showNotification(data.title || 'Vapolib', {
        body: data.body || '',
        tag: data.tag || 'vapolib-resistance',
        renotify: Boolean(data.tag),
        icon: '/icons/icon-192.png',
        badge: '/icons/maskable-192.png',
        lang: 'fr',
        data: { url: data.url || DEFAULT_URL },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = new URL(event.notification.data?.url || DEFAULT_URL, self.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const sameOrigin = windows.filter((client) => new URL(client.url).origin === target.origin);
        // The page is already open: bring it forward.
        const exact = sameOrigin.find((client) => new URL(client.url).pathname === target.pathname);
        if (exact) return exact.focus();
        // Another Vapolib page is open: reuse its window (navigate only works on a controlled client).
        for (const client of sameOrigin) {
          try {
            const focused = await client.focus();
            const navigated = await (focused || client).navigate(target.href);
            if (navigated) return navigated;
          } catch {
            // Not controlled by this worker: try the next window, or open a new one.
          }
        }
        return self.clients.openWindow(target.href);
      })(),
    );
  });
})();
