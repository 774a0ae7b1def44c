import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { clearToken, decodeSession, readSession, storeToken } from './auth-token.ts';

const sign = (claims: Record<string, unknown>, exp: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('7')
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode('k'.repeat(32)));
const now = () => Math.floor(Date.now() / 1000);

describe('session token', () => {
  it('decodes role, user and expiry', async () => {
    const token = await sign({ role: 'admin' }, now() + 3600);
    expect(decodeSession(token)).toMatchObject({ userId: 7, role: 'admin' });
  });

  it('treats an expired or garbage token as no session', async () => {
    expect(decodeSession(await sign({ role: 'user' }, now() - 10))).toBeNull();
    expect(decodeSession('pas-un-jeton')).toBeNull();
  });

  it('removes an invalid stored token, and the role key with it', () => {
    localStorage.setItem('role', 'admin');
    storeToken('pas-un-jeton');
    expect(readSession()).toEqual({ session: null, hadInvalidToken: true });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('keeps a valid token', async () => {
    storeToken(await sign({ role: 'user' }, now() + 60));
    expect(readSession().session?.role).toBe('user');
    clearToken();
    expect(readSession().session).toBeNull();
  });

  it('keeps an unremembered session for this browser session only, a remembered one across restarts', async () => {
    const token = await sign({ role: 'user' }, now() + 60);
    storeToken(token, false);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('token')).toBeNull();
    expect(readSession().session?.userId).toBe(7);
    storeToken(token, true);
    expect(localStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('token')).toBeNull();
    storeToken(token, false);
    clearToken();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(readSession().session).toBeNull();
  });
});
