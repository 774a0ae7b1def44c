import type { QueuedWrite } from './outbox.ts';

/** What an overlay needs of a write waiting in the outbox: what it changes, and how. */
export type PendingWrite = Pick<QueuedWrite, 'target' | 'body' | 'shown'>;

/**
 * The bodies of the waiting writes to `prefix:<key>` targets, by key, in the order they were made: screens
 * lay them over the server's (possibly cached) data, so what the user changed offline stays on screen.
 */
export function pendingBodies<T>(writes: readonly PendingWrite[], prefix: string): Map<string, T> {
  const bodies = new Map<string, T>();
  for (const write of writes) {
    if (write.target.startsWith(`${prefix}:`))
      bodies.set(write.target.slice(prefix.length + 1), write.body as T);
  }
  return bodies;
}

/** The waiting writes to `prefix:<key>` targets, by key, in the order they were made (body and `shown`). */
export function pendingWritesTo(writes: readonly PendingWrite[], prefix: string): Map<string, PendingWrite> {
  const found = new Map<string, PendingWrite>();
  for (const write of writes) {
    if (write.target.startsWith(`${prefix}:`)) found.set(write.target.slice(prefix.length + 1), write);
  }
  return found;
}
