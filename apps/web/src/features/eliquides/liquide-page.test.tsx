import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiAnswer } from '../../lib/api-client.ts';
import { clearToken, storeToken } from '../../lib/auth-token.ts';
import { setOnline } from '../../test/offline.ts';
import { renderAt, stubFetch, testToken } from '../../test/render.tsx';
import LiquidePage from './liquide-page.tsx';

afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
  clearToken();
});

const liquid: ApiAnswer<'get', '/api/eliquides/{id}'> = {
  id: 5,
  user_id: 1,
  arome_id: 3,
  arome_name: 'Sweet Strawberry',
  name: 'Sweet Strawberry',
  brand: 'Capella',
  image_url: '/api/aromes/3/image.svg',
  rating: 2.5,
  description: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  rank: 2,
  total: 4,
  rank_colour: 'orange',
};

describe('/liquides/:id', () => {
  it('shows the liquid, its rank and "Aucun commentaire."', async () => {
    stubFetch(() => ({ status: 200, body: liquid }));
    renderAt('/liquides/5', <LiquidePage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sweet Strawberry' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mon liquide');
    expect(screen.getByText('Capella')).toBeTruthy();
    expect(screen.getByText('Note : 2,5 sur 5')).toBeTruthy();
    expect(screen.getByText('Aucun commentaire.')).toBeTruthy();
    expect(screen.getByText('Rang 2/4').className).toContain('orange');
  });

  it('shows the not-found content for another user’s id (404)', async () => {
    stubFetch(() => ({ status: 404, body: { message: 'Ressource introuvable.' } }));
    // /liquides/:id is for signed-in users only.
    storeToken(testToken(7));
    renderAt('/liquides/99', <LiquidePage />);
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText("Oups ! Cette page n'existe pas.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/home');
  });

  it('shows the not-found content for an id that is not a number (400)', async () => {
    stubFetch(() => ({ status: 400, body: { message: 'Identifiant invalide.' } }));
    storeToken(testToken(7));
    renderAt('/liquides/abc', <LiquidePage />);
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'DELETE'
        ? { status: 200, body: { message: 'Liquide supprimé !' } }
        : { status: 200, body: liquid },
    );
    const router = renderAt('/liquides/5', <LiquidePage />, ['/eliquides']);
    fireEvent.click(await screen.findByRole('button', { name: `Supprimer le liquide ${liquid.arome_name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eliquides'));
    expect(fetchMock).toHaveBeenCalledWith('/api/eliquides/5', expect.objectContaining({ method: 'DELETE' }));
  });

  describe('offline', () => {
    // What the service worker kept: the liquid's own answer from when it was the only one, the list from later.
    const keptAnswers = (url: string) =>
      url === '/api/eliquides'
        ? {
            status: 200,
            body: [
              { ...liquid, id: 8, arome_name: 'Vanilla Custard', rank: 1, total: 3 },
              { ...liquid, rank: 2, total: 3 },
            ],
          }
        : { status: 200, body: { ...liquid, rank: 1, total: 1 } };

    it('shows the rank of the cached list, the one /eliquides shows', async () => {
      setOnline(false);
      stubFetch(keptAnswers);
      renderAt('/liquides/5', <LiquidePage />, [], '/liquides/:id');
      expect(await screen.findByRole('heading', { level: 2, name: 'Sweet Strawberry' })).toBeTruthy();
      expect(screen.getByText('Rang 2/3')).toBeTruthy();
      expect(screen.queryByText('Rang 1/1')).toBeNull();
      expect(screen.queryByText(/il a pu changer/)).toBeNull();
    });

    it('says the rank may be old when the cached list does not have the liquid', async () => {
      setOnline(false);
      stubFetch((url) =>
        url === '/api/eliquides'
          ? { status: 200, body: [] }
          : { status: 200, body: { ...liquid, rank: 1, total: 1 } },
      );
      renderAt('/liquides/5', <LiquidePage />, [], '/liquides/:id');
      expect(await screen.findByText('Rang 1/1')).toBeTruthy();
      expect(screen.getByText('Rang de votre dernière connexion : il a pu changer depuis.')).toBeTruthy();
    });

    it('online, asks the server for the liquid itself', async () => {
      const fetchMock = stubFetch(keptAnswers);
      renderAt('/liquides/5', <LiquidePage />, [], '/liquides/:id');
      expect(await screen.findByText('Rang 1/1')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalledWith('/api/eliquides', expect.anything());
      expect(screen.queryByText(/il a pu changer/)).toBeNull();
    });
  });
});
