import { decodeJwt } from 'jose';
import { useSyncExternalStore } from 'react';

const TOKEN_KEY = 'token';
const ROLE_KEY = 'role';

interface Session {
  token: string;
  userId: number;
  role: 'admin' | 'user';
  /** Seconds since the epoch, as in the token. */
  expiresAt: number;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Reads claims without verifying (the server verifies); null when absent, undecodable or expired. */
export function decodeSession(token: string | null, nowMs: number = Date.now()): Session | null {
  if (!token) return null;
  try {
    const claims = decodeJwt(token);
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
    return {
      token,
      userId: Number(claims.sub),
      role: claims.role === 'admin' ? 'admin' : 'user',
      expiresAt: claims.exp,
    };
  } catch {
    return null;
  }
}

/** The one place the token is read: a remembered one (localStorage), else this browser session's. */
export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

/**
 * Keeps the token after login. "Se souvenir de moi" keeps it across browser restarts (localStorage, and the
 * server signs it for 30 days); without it the token lives in sessionStorage and goes when the browser session
 * ends, as expected on a shared computer.
 */
export function storeToken(token: string, remember = true) {
  (remember ? sessionStorage : localStorage).removeItem(TOKEN_KEY);
  (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  if (typeof caches !== 'undefined') void caches.delete('vapolib-api');
  notify();
}

/** Logout: the token and the legacy role key go. */
export function clearToken() {
  localStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ROLE_KEY);
  // The next person on this device must not see this user's data offline.
  if (typeof caches !== 'undefined') void caches.delete('vapolib-api');
  notify();
}

/**
 * The current session. A stored token that is expired or undecodable is removed on the way
 * (spec §4 step 1), and `hadInvalidToken` says so, so the guard can send the user to /login.
 */
export function readSession(): { session: Session | null; hadInvalidToken: boolean } {
  const token = storedToken();
  const session = decodeSession(token);
  if (token && !session) {
    clearToken();
    return { session: null, hadInvalidToken: true };
  }
  return { session, hadInvalidToken: false };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls `listener` on every login and logout, in this tab and in others; returns how to stop. */
export const onSessionChange = (listener: () => void) => subscribe(listener);

/** The session as React state, following logins and logouts in this tab and in others. */
export function useSession(): Session | null {
  const token = useSyncExternalStore(subscribe, storedToken, () => null);
  return decodeSession(token);
}
