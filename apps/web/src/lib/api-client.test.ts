import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setMaintenanceHandler, setUnauthorizedHandler } from './api-client.ts';

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

  it('a 401 without a stored token (a wrong password) only reports the error', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    answer(401, { message: 'E-mail ou mot de passe incorrect.' });
    await expect(
      api('/auth/login', { method: 'POST', body: {}, fallback: 'Erreur de connexion' }),
    ).rejects.toThrow('E-mail ou mot de passe incorrect.');
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('on 503 (maintenance) shows the maintenance page and keeps the session', async () => {
    const toMaintenance = vi.fn();
    setMaintenanceHandler(toMaintenance);
    localStorage.setItem('token', 'abc');
    answer(503, { message: 'Site en maintenance. Nous revenons très vite.' });
    await expect(api('/auth/me', { fallback: 'Erreur' })).rejects.toMatchObject({
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
    await expect(api('/x', { fallback: 'Erreur' })).rejects.toMatchObject({ status: 0 });
  });
});
