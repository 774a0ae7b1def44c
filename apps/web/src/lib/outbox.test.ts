import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox, onOutboxChange, pendingWrites, sendOrQueue } from './outbox.ts';

const write = (ml: number) => ({
  method: 'POST' as const,
  path: '/nicotine/log',
  body: { date: '2026-11-24', ml, rate: 6 },
  fallback: 'Erreur ajout log',
  errorField: 'error' as const,
  label: 'Consommation du 24 nov.',
  target: 'nicotine-log:2026-11-24',
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  setOnline(true);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
  await flushOutbox();
  vi.unstubAllGlobals();
});

describe('outbox', () => {
  it('keeps offline writes, the last per target, and sends them once when back online', async () => {
    setOnline(false);
    const events: string[] = [];
    const stop = onOutboxChange((event) => event && events.push(`${event.kind}:${event.label}`));
    expect(await sendOrQueue(write(10))).toEqual({ queued: true });
    expect(await sendOrQueue(write(12))).toEqual({ queued: true });
    expect((await pendingWrites()).map((w) => (w.body as { ml: number }).ml)).toEqual([12]);

    setOnline(true);
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Log enregistré !' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await flushOutbox();
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/[0-9a-f-]{36}/);
    expect(JSON.parse(String(init.body))).toMatchObject({ ml: 12 });
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
});
