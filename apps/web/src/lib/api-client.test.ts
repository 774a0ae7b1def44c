import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setUnauthorizedHandler } from './api-client.ts';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('sends the bearer token and returns the JSON', async () => {
    localStorage.setItem('token', 'abc');
    answer(200, { ok: true });
    await expect(api('/x', { fallback: 'Erreur' })).resolves.toEqual({ ok: true });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it("shows the server's message, or the French fallback", async () => {
    answer(409, { message: 'Ce liquide existe déjà !', id: 3 });
    const error = await api('/x', { fallback: 'Erreur' }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Ce liquide existe déjà !', body: { id: 3 } });
    answer(500, {});
    await expect(api('/x', { fallback: 'Erreur ajout log' })).rejects.toThrow('Erreur ajout log');
  });

  it('reads `error` for nicotine calls', async () => {
    answer(400, { error: 'Merci de choisir un taux de nicotine valide.' });
    await expect(api('/nicotine/log', { fallback: 'Erreur ajout log', errorField: 'error' })).rejects.toThrow(
      'Merci de choisir un taux de nicotine valide.',
    );
  });

  it('on 401 removes the token and goes to /login', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    localStorage.setItem('token', 'expired');
    answer(401, { message: 'Session expirée, veuillez vous reconnecter.' });
    await expect(api('/auth/me', { fallback: 'Erreur' })).rejects.toThrow('Session expirée');
    expect(localStorage.getItem('token')).toBeNull();
    expect(toLogin).toHaveBeenCalledOnce();
  });

  it('says when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('/x', { fallback: 'Erreur' })).rejects.toMatchObject({ status: 0 });
  });
});
