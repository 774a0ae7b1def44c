/* Background Sync: when the network returns, ask open Vapolib pages to send the writes waiting in their outbox. */
self.addEventListener('sync', (event) => {
  if (event.tag !== 'vapolib-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'flush-outbox' });
    }),
  );
});
