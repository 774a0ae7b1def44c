import { createStore, get, set } from 'idb-keyval';
import { ApiError, type ApiRequest, api } from './api-client.ts';

/** A write the user made offline, kept in IndexedDB until the server has it. */
export interface QueuedWrite {
  /** Also sent as Idempotency-Key, so a replay is recognised. */
  id: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: unknown;
  fallback: string;
  errorField?: 'message' | 'error';
  /** What the user sees: "Consommation du 24/11", "Note de Vanilla Custard"… */
  label: string;
  /** A later write to the same thing replaces the earlier one (the last value wins, nothing is sent twice). */
  target: string;
  queuedAt: number;
}

export type OutboxEvent =
  | { kind: 'queued' | 'sent'; label: string }
  | { kind: 'failed'; label: string; message: string };

const store = typeof indexedDB === 'undefined' ? undefined : createStore('vapolib', 'outbox');
const KEY = 'writes';
const listeners = new Set<(event: OutboxEvent | null) => void>();
let flushing: Promise<void> | null = null;

async function readQueue(): Promise<QueuedWrite[]> {
  return store ? ((await get<QueuedWrite[]>(KEY, store)) ?? []) : [];
}

async function writeQueue(queue: QueuedWrite[]) {
  if (store) await set(KEY, queue, store);
}

function emit(event: OutboxEvent | null) {
  for (const listener of listeners) listener(event);
}

export function onOutboxChange(listener: (event: OutboxEvent | null) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function pendingWrites(): Promise<QueuedWrite[]> {
  return readQueue();
}

async function enqueue(write: QueuedWrite) {
  const queue = (await readQueue()).filter((item) => item.target !== write.target);
  queue.push(write);
  await writeQueue(queue);
  emit({ kind: 'queued', label: write.label });
  if ('serviceWorker' in navigator) {
    // Background Sync wakes the page's flush where the browser has it; otherwise `online` and start-up do.
    navigator.serviceWorker.ready
      .then((registration) =>
        (
          registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
        ).sync?.register('vapolib-outbox'),
      )
      .catch(() => undefined);
  }
}

type WriteRequest = Omit<QueuedWrite, 'id' | 'queuedAt'>;

/**
 * Sends a write now, or, with no network, keeps it for later and says so (`queued: true`).
 * Server refusals (4xx) are thrown as usual: only a missing network queues.
 */
export async function sendOrQueue<T>(
  write: WriteRequest,
): Promise<{ queued: false; data: T } | { queued: true }> {
  const queued: QueuedWrite = { ...write, id: crypto.randomUUID(), queuedAt: Date.now() };
  if (!navigator.onLine) {
    await enqueue(queued);
    return { queued: true };
  }
  try {
    const data = await api<T>(write.path, requestOf(queued));
    return { queued: false, data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      await enqueue(queued);
      return { queued: true };
    }
    throw error;
  }
}

function requestOf(write: QueuedWrite): ApiRequest {
  return {
    method: write.method,
    body: write.body,
    fallback: write.fallback,
    errorField: write.errorField,
    headers: { 'Idempotency-Key': write.id },
  };
}

/** One tab at a time sends the outbox (Web Locks where the browser has them): a write is not sent twice. */
function oneTabAtATime(send: () => Promise<void>): Promise<void> {
  return navigator.locks ? navigator.locks.request('vapolib-outbox', send).then(() => undefined) : send();
}

/** Sends what waits, oldest first; stops at the first network failure and keeps the rest. */
export function flushOutbox(): Promise<void> {
  flushing ??= oneTabAtATime(async () => {
    try {
      for (const write of await readQueue()) {
        try {
          await api(write.path, requestOf(write));
          emit({ kind: 'sent', label: write.label });
        } catch (error) {
          if (error instanceof ApiError && error.status === 0) return;
          emit({ kind: 'failed', label: write.label, message: (error as Error).message });
        }
        await writeQueue((await readQueue()).filter((item) => item.id !== write.id));
      }
    } finally {
      flushing = null;
    }
  });
  return flushing;
}
