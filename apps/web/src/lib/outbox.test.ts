import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyOutbox, setOnline } from '../test/offline.ts';
import { testToken } from '../test/render.tsx';
import { resolveWrite } from './api-client.ts';
import { flushOutbox, onOutboxChange, pendingWrites, sendOrQueue } from './outbox.ts';

const write = (ml: number) => ({
  ...resolveWrite('post', '/api/nicotine/log', { body: { date: '2026-11-24', ml, rate: 6 } }),
  fallback: 'Erreur ajout log',
  errorField: 'error' as const,
  label: 'Consommation du 24 nov.',
  target: 'nicotine-log:2026-11-24',
});

const signInAs = (userId: number) => localStorage.setItem('token', testToken(userId));

beforeEach(() => signInAs(7));

afterEach(async () => {
  signInAs(7);
  await emptyOutbox();
});

describe('outbox', () => {
  it('keeps offline writes, the last per target, and sends them once when back online', async () => {
    setOnline(false);
    const events: string[] = [];
    const stop = onOutboxChange((event) => event && events.push(`${event.kind}:${event.label}`));
    expect(await sendOrQueue(write(10))).toEqual({ queued: true });
    expect(await sendOrQueue(write(12))).toEqual({ queued: true });
    expect((await pendingWrites()).map((w) => (w.body as { ml: number }).ml)).toEqual([12]);
    // Kept as earlier versions kept writes (the path without /api), so those still go out after an update.
    expect((await pendingWrites())[0]).toMatchObject({ method: 'POST', path: '/nicotine/log' });

    setOnline(true);
    const fetchMock = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ message: 'Log enregistré !' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await flushOutbox();
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [request] = fetchMock.mock.calls[0]!;
    expect(new URL(request.url).pathname).toBe('/api/nicotine/log');
    expect(request.headers.get('Idempotency-Key')).toMatch(/[0-9a-f-]{36}/);
    expect(await request.json()).toMatchObject({ ml: 12 });
    expect(await pendingWrites()).toEqual([]);
    expect(events).toEqual([
      'queued:Consommation du 24 nov.',
      'queued:Consommation du 24 nov.',
      'sent:Consommation du 24 nov.',
    ]);
    stop();
  });

  it('queues when the request fails for lack of network, and keeps it while still offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendOrQueue(write(5))).toEqual({ queued: true });
    await flushOutbox();
    expect(await pendingWrites()).toHaveLength(1);
  });

  it('sends directly when online and throws server refusals', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'Merci d’indiquer une quantité en mL supérieure à 0.' }), {
            status: 400,
          }),
      ),
    );
    await expect(sendOrQueue(write(0))).rejects.toThrow(
      'Merci d’indiquer une quantité en mL supérieure à 0.',
    );
    expect(await pendingWrites()).toEqual([]);
  });

  it('keeps a write the server cannot take now (maintenance, expired session), drops one it refuses', async () => {
    setOnline(false);
    await sendOrQueue(write(9));
    setOnline(true);
    const answer = (status: number, body: object) =>
      vi.fn(async () => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', answer(503, { error: 'Site en maintenance.' }));
    await flushOutbox();
    vi.stubGlobal('fetch', answer(401, { error: 'Session expirée, reconnectez-vous.' }));
    await flushOutbox();
    // The expired token is gone; signed in again, the change is still there to send.
    expect(localStorage.getItem('token')).toBeNull();
    signInAs(7);
    expect(await pendingWrites()).toHaveLength(1);

    const events: string[] = [];
    const stop = onOutboxChange((event) => event && events.push(event.kind));
    vi.stubGlobal('fetch', answer(400, { error: 'Merci d’indiquer une quantité en mL supérieure à 0.' }));
    await flushOutbox();
    expect(await pendingWrites()).toEqual([]);
    expect(events).toEqual(['failed']);
    stop();
  });

  it('keeps each user’s writes for that user: another account neither sees nor sends them', async () => {
    setOnline(false);
    await sendOrQueue(write(4));
    signInAs(8);
    expect(await pendingWrites()).toEqual([]);
    setOnline(true);
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await flushOutbox();
    expect(fetchMock).not.toHaveBeenCalled();
    signInAs(7);
    expect(await pendingWrites()).toHaveLength(1);
  });

  it('drops an older waiting change to the same thing once a newer one went straight through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendOrQueue(write(5))).toEqual({ queued: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    expect(await sendOrQueue(write(7))).toEqual({ queued: false, data: {} });
    expect(await pendingWrites()).toEqual([]);
  });
});
