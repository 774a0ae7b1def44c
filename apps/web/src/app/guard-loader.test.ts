import { SignJWT } from 'jose';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, stubFetch } from '../test/render.tsx';
import { guardLoader } from './guard-loader.ts';

afterEach(() => vi.unstubAllGlobals());

const token = (role: 'admin' | 'user') =>
  new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('3')
    .setExpirationTime(Math.floor(Date.now() / 1000) + 3600)
    .sign(new TextEncoder().encode('k'.repeat(32)));

/** Where the guard sends a navigation to `path`: the redirect target, or null to stay. */
async function go(path: string): Promise<string | null> {
  try {
    await guardLoader({ request: new Request(`http://localhost${path}`) } as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get('Location');
  }
}

describe('guardLoader', () => {
  it('asks for the maintenance status on every navigation but /login', async () => {
    const fetchMock = stubFetch(() =>
      answerOf('get', '/api/maintenance', { maintenance: false, message: '' }),
    );
    expect(await go('/login')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await go('/register')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/maintenance', expect.anything());
  });

  it('sends a user to /maintenance while it is on, and lets an admin through', async () => {
    stubFetch(() => answerOf('get', '/api/maintenance', { maintenance: true, message: 'Retour vers 15 h.' }));
    localStorage.setItem('token', await token('user'));
    expect(await go('/home')).toBe('/maintenance');
    localStorage.setItem('token', await token('admin'));
    expect(await go('/home')).toBeNull();
  });

  it('ignores a failed status request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    localStorage.setItem('token', await token('user'));
    expect(await go('/home')).toBeNull();
    expect(await go('/login')).toBe('/home');
  });

  it('removes a broken token and goes to /login', async () => {
    stubFetch(() => answerOf('get', '/api/maintenance', { maintenance: false, message: '' }));
    localStorage.setItem('token', 'pas-un-jeton');
    localStorage.setItem('role', 'admin');
    expect(await go('/home')).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('sends a visitor to /login with the page to come back to, but not for admin pages', async () => {
    stubFetch(() => answerOf('get', '/api/maintenance', { maintenance: false, message: '' }));
    expect(await go('/calculateur?nicotine=9')).toBe('/login?next=%2Fcalculateur%3Fnicotine%3D9');
    expect(await go('/admin')).toBe('/login');
  });
});
