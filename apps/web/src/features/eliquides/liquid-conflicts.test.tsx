import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveWrite } from '../../lib/api-client.ts';
import { dropSetAside, flushOutbox, sendOrQueue, setAsideWrites } from '../../lib/outbox.ts';
import { emptyOutbox, setOnline } from '../../test/offline.ts';
import { answerOf, renderAt, type SentInit, stubFetch, testToken } from '../../test/render.tsx';
import { SET_ASIDE_NOTICE } from './api/use-create-liquid.ts';
import EliquidesPage from './eliquides-page.tsx';

const saved = {
  id: 42,
  user_id: 7,
  arome_id: 3,
  arome_name: 'Vanilla Custard',
  name: 'Vanilla Custard',
  brand: 'Capella',
  image_url: '/api/aromes/3/image.svg',
  rating: 2,
  description: 'Depuis la tablette.',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  rank: 1,
  total: 1,
  rank_colour: 'green' as const,
};

/** A liquid added offline, sent once back online to a server that already has the aroma (409 with its id). */
async function setAsideOnSending(description: string) {
  setOnline(false);
  await sendOrQueue({
    ...resolveWrite('post', '/api/eliquides', {
      body: { arome_id: 3, brand: 'Capella', rating: 4.5, description },
    }),
    fallback: 'Erreur lors de l’ajout du liquide',
    label: 'Ajout de Vanilla Custard',
    target: 'eliquide-new:3',
    shown: { arome_name: 'Vanilla Custard', image_url: '/api/aromes/3/image.svg' },
    onConflict: { notice: SET_ASIDE_NOTICE },
  });
  setOnline(true);
  stubFetch(() => ({ status: 409, body: { message: 'Ce liquide existe déjà !', id: 42 } }));
  await flushOutbox();
  vi.unstubAllGlobals();
}

function serveList() {
  const sent: { url: string; init: SentInit }[] = [];
  stubFetch((url, init) => {
    sent.push({ url, init });
    if (init.method === 'PATCH') return { status: 200, body: { message: 'Liquide mis à jour !' } };
    return answerOf('get', '/api/eliquides', [saved]);
  });
  return sent;
}

beforeEach(() => localStorage.setItem('token', testToken(7)));

afterEach(async () => {
  for (const write of await setAsideWrites()) await dropSetAside(write.id);
  await emptyOutbox();
});

describe('/eliquides: a liquid added offline whose aroma was rated meanwhile', () => {
  it('shows both ratings; « Garder la note enregistrée » forgets the offline one, sending nothing', async () => {
    await setAsideOnSending('Notée dans le train.');
    const sent = serveList();
    renderAt('/eliquides', <EliquidesPage />);
    const conflict = await screen.findByRole('region', { name: 'À vérifier : Vanilla Custard' });
    expect(conflict.textContent).toContain('Ce liquide existe déjà !');
    expect(within(conflict).getByText('Notée dans le train.')).toBeTruthy();
    expect(within(conflict).getByText('Depuis la tablette.')).toBeTruthy();
    expect(within(conflict).getByText('Note : 4,5 sur 5')).toBeTruthy();
    expect(within(conflict).getByText('Note : 2 sur 5')).toBeTruthy();
    fireEvent.click(within(conflict).getByRole('button', { name: 'Garder la note enregistrée' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /À vérifier/ })).toBeNull());
    expect(sent.filter((request) => request.init.method !== 'GET')).toEqual([]);
    expect(await setAsideWrites()).toEqual([]);
  });

  it('« Garder ma note hors ligne » puts the offline rating on the saved liquid; a blank comment keeps its own', async () => {
    await setAsideOnSending('');
    const sent = serveList();
    renderAt('/eliquides', <EliquidesPage />);
    const conflict = await screen.findByRole('region', { name: 'À vérifier : Vanilla Custard' });
    fireEvent.click(within(conflict).getByRole('button', { name: 'Garder ma note hors ligne' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /À vérifier/ })).toBeNull());
    const patch = sent.find((request) => request.init.method === 'PATCH');
    expect(patch?.url).toBe('/api/eliquides/42');
    expect(JSON.parse(patch!.init.body!)).toEqual({ rating: 4.5 });
    expect(await setAsideWrites()).toEqual([]);
  });
});
