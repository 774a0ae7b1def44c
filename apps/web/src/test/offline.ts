import { vi } from 'vitest';
import { flushOutbox } from '../lib/outbox.ts';

/** Whether the browser says it is online (`navigator.onLine`, what the app reads before sending a write). */
export function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/**
 * Back online, with whatever a test left in the outbox sent to a server that accepts it, so the next test
 * starts with an empty outbox (it lives in IndexedDB, shared by the file's tests).
 */
export async function emptyOutbox() {
  setOnline(true);
  vi.unstubAllGlobals();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
  await flushOutbox();
  vi.unstubAllGlobals();
}
