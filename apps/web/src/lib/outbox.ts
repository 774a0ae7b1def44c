import { createStore, get, update } from 'idb-keyval';
import { ApiError, type ResolvedWrite, sendKeptWrite } from './api-client.ts';
import { decodeSession, storedToken } from './auth-token.ts';

/** A write the user made offline, kept in IndexedDB until the server has it. */
export interface QueuedWrite<T = unknown> extends ResolvedWrite<T> {
  /** Also sent as Idempotency-Key, so a replay is recognised. */
  id: string;
  /** Whose change it is: it is sent, and shown, only while that user is signed in. */
  userId: number;
  fallback: string;
  errorField?: 'message' | 'error';
  /** What the user sees: "Consommation du 24/11", "Note de Vanilla Custard"… */
  label: string;
  /** A later write to the same thing replaces the earlier one (the last value wins, nothing is sent twice). */
  target: string;
  /** What a screen needs to show the write while it waits and the body lacks (a coil's device model…). */
  shown?: Record<string, string>;
  /**
   * Given: a 409 naming the record already there (`id` in its body: the same aroma rated from another device)
   * sets the write aside for the user to choose (rather than retrying it forever or dropping it), and the
   * outbox's notice says `notice`.
   */
  onConflict?: { notice: string };
  queuedAt: number;
}

/** A write the server refused because the thing already exists: kept, with the server's text, until the user chooses. */
export interface SetAsideWrite extends QueuedWrite {
  message: string;
  /** The id of the record already there. */
  existingId: number;
}

export type OutboxEvent =
  | { kind: 'queued' | 'sent'; label: string }
  | { kind: 'failed'; label: string; message: string };

const store = typeof indexedDB === 'undefined' ? undefined : createStore('vapolib', 'outbox');
const KEY = 'writes';
const SET_ASIDE_KEY = 'set-aside';
const listeners = new Set<(event: OutboxEvent | null) => void>();
let flushing: Promise<void> | null = null;

async function readQueue(): Promise<QueuedWrite[]> {
  return store ? ((await get<QueuedWrite[]>(KEY, store)) ?? []) : [];
}

/** Changes the queue in one IndexedDB transaction, so a write queued while a flush runs is never lost. */
async function changeQueue(change: (queue: QueuedWrite[]) => QueuedWrite[]) {
  if (store) await update<QueuedWrite[]>(KEY, (queue) => change(queue ?? []), store);
}

// Read only: removing a broken token is the route guard's job (it then sends the user to /login).
const signedInUserId = () => decodeSession(storedToken())?.userId ?? null;

function emit(event: OutboxEvent | null) {
  for (const listener of listeners) listener(event);
}

export function onOutboxChange(listener: (event: OutboxEvent | null) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user's waiting writes: another account's never show, nor go, under this one. */
export async function pendingWrites(): Promise<QueuedWrite[]> {
  const userId = signedInUserId();
  return (await readQueue()).filter((write) => write.userId === userId);
}

const sameThing = (a: QueuedWrite, b: Pick<QueuedWrite, 'userId' | 'target'>) =>
  a.userId === b.userId && a.target === b.target;

/** The signed-in user's writes set aside on a conflict, waiting for their choice. */
export async function setAsideWrites(): Promise<SetAsideWrite[]> {
  const userId = signedInUserId();
  if (!store) return [];
  return ((await get<SetAsideWrite[]>(SET_ASIDE_KEY, store)) ?? []).filter(
    (write) => write.userId === userId,
  );
}

/** Forgets a set-aside write once the user has chosen what to keep. */
export async function dropSetAside(id: string) {
  if (store)
    await update<SetAsideWrite[]>(
      SET_ASIDE_KEY,
      (writes) => (writes ?? []).filter((item) => item.id !== id),
      store,
    );
}

async function setAside(write: QueuedWrite, error: ApiError, existingId: number) {
  if (store)
    await update<SetAsideWrite[]>(
      SET_ASIDE_KEY,
      (writes) => [
        ...(writes ?? []).filter((item) => !sameThing(item, write)),
        { ...write, message: error.message, existingId },
      ],
      store,
    );
}

/** The id a 409 names when the write's thing already exists, for a write that sets such conflicts aside. */
function conflictingId(write: QueuedWrite, error: unknown): number | null {
  if (!write.onConflict || !(error instanceof ApiError) || error.status !== 409) return null;
  return typeof error.body.id === 'number' ? error.body.id : null;
}

async function enqueue(write: QueuedWrite) {
  await changeQueue((queue) => [...queue.filter((item) => !sameThing(item, write)), write]);
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

type WriteRequest<T> = Omit<QueuedWrite<T>, 'id' | 'queuedAt' | 'userId'>;

/**
 * Sends a write now, or, with no network, keeps it for later and says so (`queued: true`).
 * Server refusals (4xx) are thrown as usual: only a missing network queues.
 */
export async function sendOrQueue<T>(
  write: WriteRequest<T>,
): Promise<{ queued: false; data: T } | { queued: true }> {
  const userId = signedInUserId();
  const queued: QueuedWrite<T> = {
    ...write,
    id: crypto.randomUUID(),
    userId: userId ?? 0,
    queuedAt: Date.now(),
  };
  // Signed out: nothing to keep it for; the request says so (401) as any other would.
  if (userId === null) return { queued: false, data: (await sendKeptWrite(queued)) as T };
  if (!navigator.onLine) {
    await enqueue(queued);
    return { queued: true };
  }
  try {
    // The answer's type comes from the route the write was resolved from (resolveWrite).
    const data = (await sendKeptWrite(queued)) as T;
    // An older change to the same thing, still waiting, must not overwrite this one later.
    await changeQueue((queue) => queue.filter((item) => !sameThing(item, queued)));
    return { queued: false, data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      await enqueue(queued);
      return { queued: true };
    }
    throw error;
  }
}

/**
 * Whether the server refused the write for good (it is dropped and the user told), rather than "not now":
 * no network, signed out or session expired (401, 403), a copy still running (409), too many requests (429),
 * maintenance or a server fault (5xx) keep it for the next try.
 */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 403, 408, 409, 429].includes(error.status);

/** One tab at a time sends the outbox (Web Locks where the browser has them): a write is not sent twice. */
function oneTabAtATime(send: () => Promise<void>): Promise<void> {
  return navigator.locks ? navigator.locks.request('vapolib-outbox', send).then(() => undefined) : send();
}

/**
 * Sends the signed-in user's waiting writes, oldest first; stops at the first one that cannot go now (no
 * network, session expired, maintenance…) and keeps it and the rest.
 */
export function flushOutbox(): Promise<void> {
  flushing ??= oneTabAtATime(async () => {
    try {
      for (const write of await pendingWrites()) {
        try {
          await sendKeptWrite(write);
        } catch (error) {
          const existingId = conflictingId(write, error);
          if (existingId !== null) {
            await setAside(write, error as ApiError, existingId);
            await changeQueue((queue) => queue.filter((item) => item.id !== write.id));
            emit({
              kind: 'failed',
              label: write.label,
              message: write.onConflict?.notice ?? (error as ApiError).message,
            });
            continue;
          }
          if (!refusedForGood(error)) return;
          await changeQueue((queue) => queue.filter((item) => item.id !== write.id));
          emit({ kind: 'failed', label: write.label, message: (error as Error).message });
          continue;
        }
        // Out of the queue before anyone is told, so a refetch does not lay it over the data again.
        await changeQueue((queue) => queue.filter((item) => item.id !== write.id));
        emit({ kind: 'sent', label: write.label });
      }
    } finally {
      flushing = null;
    }
  });
  return flushing;
}
