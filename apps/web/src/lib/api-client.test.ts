import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiClient,
  resolveWrite,
  setMaintenanceHandler,
  setUnauthorizedHandler,
} from './api-client.ts';

/** Answers every call with `status` and `body`; returns the requests the client sent. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_request: Request) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([request]) => request);
}

afterEach(() => vi.unstubAllGlobals());

describe('apiClient', () => {
  it('sends the bearer token and returns the JSON', async () => {
    localStorage.setItem('token', 'abc');
    const sent = answer(200, []);
    await expect(apiClient.GET('/api/eliquides', { fallback: 'Erreur' })).resolves.toEqual([]);
    const [request] = sent();
    expect(new URL(request!.url).pathname).toBe('/api/eliquides');
    expect(request!.headers.get('Authorization')).toBe('Bearer abc');
    expect(request!.headers.get('Accept')).toBe('application/json');
  });

  it('fills the path and query parameters in, and sends the body as JSON', async () => {
    const sent = answer(200, { message: 'ok' });
    await apiClient.PATCH('/api/eliquides/{id}', {
      params: { path: { id: '5' } },
      body: { rating: 4 },
      fallback: 'Erreur',
    });
    await apiClient.GET('/api/aromes/search', {
      params: { query: { name: 'straw', brand: 'Flavour Art' } },
      fallback: 'Erreur',
    });
    const [patch, search] = sent();
    expect(patch!.method).toBe('PATCH');
    expect(new URL(patch!.url).pathname).toBe('/api/eliquides/5');
    expect(patch!.headers.get('Content-Type')).toBe('application/json');
    expect(await patch!.json()).toEqual({ rating: 4 });
    const url = new URL(search!.url);
    expect(url.pathname).toBe('/api/aromes/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'straw', brand: 'Flavour Art' });
  });

  it("shows the server's message, or the French fallback", async () => {
    answer(409, { message: 'Ce liquide existe déjà !', id: 3 });
    const error = await apiClient
      .POST('/api/eliquides', { body: { arome_id: 1, brand: 'FA', rating: 4 }, fallback: 'Erreur' })
      .catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Ce liquide existe déjà !', body: { id: 3 } });
    answer(500, {});
    await expect(apiClient.GET('/api/eliquides', { fallback: 'Erreur ajout log' })).rejects.toThrow(
      'Erreur ajout log',
    );
  });

  it('reads `error` for nicotine calls', async () => {
    answer(400, { error: 'Merci de choisir un taux de nicotine valide.' });
    await expect(
      apiClient.POST('/api/nicotine/log', {
        body: { date: '2026-11-24', ml: 10, rate: 6 },
        fallback: 'Erreur ajout log',
        errorField: 'error',
      }),
    ).rejects.toThrow('Merci de choisir un taux de nicotine valide.');
  });

  it('on 401 removes the token and goes to /login', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    localStorage.setItem('token', 'expired');
    answer(401, { message: 'Session expirée, veuillez vous reconnecter.' });
    await expect(apiClient.GET('/api/auth/me', { fallback: 'Erreur' })).rejects.toThrow('Session expirée');
    expect(localStorage.getItem('token')).toBeNull();
    expect(toLogin).toHaveBeenCalledOnce();
  });

  it('a 401 without a stored token (a wrong password) only reports the error', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    answer(401, { message: 'E-mail ou mot de passe incorrect.' });
    await expect(
      apiClient.POST('/api/auth/login', {
        body: { email: 'a@b.fr', password: 'x' },
        fallback: 'Erreur de connexion',
      }),
    ).rejects.toThrow('E-mail ou mot de passe incorrect.');
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('on 503 (maintenance) shows the maintenance page and keeps the session', async () => {
    const toMaintenance = vi.fn();
    setMaintenanceHandler(toMaintenance);
    localStorage.setItem('token', 'abc');
    answer(503, { message: 'Site en maintenance. Nous revenons très vite.' });
    await expect(apiClient.GET('/api/auth/me', { fallback: 'Erreur' })).rejects.toMatchObject({
      status: 503,
      message: 'Site en maintenance. Nous revenons très vite.',
    });
    expect(toMaintenance).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('says when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiClient.GET('/api/eliquides', { fallback: 'Erreur' })).rejects.toMatchObject({
      status: 0,
      message: 'Connexion impossible. Vérifiez votre réseau et réessayez.',
    });
  });

  it('lets an aborted call end as aborted, not as a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(
      apiClient.GET('/api/eliquides', { fallback: 'Erreur', signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a CSV as text and downloads one as a file', async () => {
    const sent = answer(200, { message: 'Import terminé', added: 1, skipped: 0, rejected: [] });
    await expect(
      apiClient.postText('/api/aromes/import', {
        contentType: 'text/csv',
        body: 'brand,name\nFA,Fraise',
        fallback: 'Erreur',
      }),
    ).resolves.toMatchObject({ added: 1 });
    const [post] = sent();
    expect(post!.headers.get('Content-Type')).toBe('text/csv');
    expect(await post!.text()).toBe('brand,name\nFA,Fraise');

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('brand,name\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    const file = await apiClient.download('/api/aromes/export', { accept: 'text/csv', fallback: 'Erreur' });
    expect(await file.text()).toBe('brand,name\n');
  });
});

describe('resolveWrite', () => {
  it('keeps a write with its path filled in, as the outbox stores it', () => {
    expect(
      resolveWrite('put', '/api/resistance/{id}', {
        params: { path: { id: '12' } },
        body: { dateInstallation: '2026-11-24', alreadyNotified: false },
      }),
    ).toEqual({
      method: 'PUT',
      path: '/resistance/12',
      body: { dateInstallation: '2026-11-24', alreadyNotified: false },
    });
  });
});
