import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyOutbox, setOnline } from '../test/offline.ts';
import { testToken } from '../test/render.tsx';
import { resolveWrite } from './api-client.ts';
import {
  dropSetAside,
  flushOutbox,
  onOutboxChange,
  pendingWrites,
  sendOrQueue,
  setAsideWrites,
} from './outbox.ts';

const NOTICE = 'ce liquide existe déjà. Votre note est gardée.';
const liquid = (rating: number, onConflict?: { notice: string }) => ({
  ...resolveWrite('post', '/api/eliquides', {
    body: { arome_id: 3, brand: 'Capella', rating, description: 'Sans réseau' },
  }),
  fallback: 'Erreur lors de l’ajout du liquide',
  label: 'Ajout de Vanilla Custard',
  target: 'eliquide-new:3',
  shown: { arome_name: 'Vanilla Custard', image_url: '/api/aromes/3/image.svg' },
  ...(onConflict ? { onConflict } : {}),
});
const log = {
  ...resolveWrite('post', '/api/nicotine/log', { body: { date: '2026-11-24', ml: 8, rate: 6 } }),
  fallback: 'Erreur ajout log',
  errorField: 'error' as const,
  label: 'Consommation du 24 nov.',
  target: 'nicotine-log:2026-11-24',
};

/** A server that answers liquids 409 (already rated, with the liquid's id) and logs 200; what it got, in order. */
function serverWithTheAromaRated() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      paths.push(path);
      return path === '/api/eliquides'
        ? new Response(JSON.stringify({ message: 'Ce liquide existe déjà !', id: 42 }), { status: 409 })
        : new Response(JSON.stringify({ message: 'Log enregistré !' }), { status: 200 });
    }),
  );
  return paths;
}

beforeEach(() => localStorage.setItem('token', testToken(7)));

afterEach(async () => {
  for (const write of await setAsideWrites()) await dropSetAside(write.id);
  await emptyOutbox();
});

describe('outbox conflicts', () => {
  it('sets a liquid added offline aside on a 409 naming the existing one, with its rating, and goes on', async () => {
    setOnline(false);
    const events: string[] = [];
    const stop = onOutboxChange(
      (event) => event?.kind === 'failed' && events.push(`${event.label} : ${event.message}`),
    );
    await sendOrQueue(liquid(4.5, { notice: NOTICE }));
    await sendOrQueue(log);

    setOnline(true);
    const paths = serverWithTheAromaRated();
    await flushOutbox();
    expect(paths).toEqual(['/api/eliquides', '/api/nicotine/log']);
    expect(await pendingWrites()).toEqual([]);
    const [aside] = await setAsideWrites();
    expect(aside).toMatchObject({
      existingId: 42,
      message: 'Ce liquide existe déjà !',
      body: { arome_id: 3, rating: 4.5, description: 'Sans réseau' },
      shown: { arome_name: 'Vanilla Custard' },
    });
    expect(events).toEqual([`Ajout de Vanilla Custard : ${NOTICE}`]);

    // Another account does not see it; once the user has chosen, it is gone.
    localStorage.setItem('token', testToken(8));
    expect(await setAsideWrites()).toEqual([]);
    localStorage.setItem('token', testToken(7));
    await dropSetAside(aside!.id);
    expect(await setAsideWrites()).toEqual([]);
    stop();
  });

  it('keeps a write that does not set conflicts aside waiting on a 409 (a copy still running)', async () => {
    setOnline(false);
    await sendOrQueue(liquid(3));
    setOnline(true);
    serverWithTheAromaRated();
    await flushOutbox();
    expect(await pendingWrites()).toHaveLength(1);
    expect(await setAsideWrites()).toEqual([]);
  });
});
