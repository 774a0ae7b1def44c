import { apiClient } from './api-client.ts';
import { clearToken } from './auth-token.ts';

/**
 * Logout on this device: the server revokes this token (sent before it is removed here), and the device forgets it
 * at once. Offline, the device still forgets it; the token then ends at its expiry.
 */
export function logOut(): Promise<void> {
  const revoked = apiClient.POST('/api/auth/logout', { fallback: 'Déconnexion impossible' }).then(
    () => undefined,
    () => undefined,
  );
  clearToken();
  return revoked;
}

/** Ends every session of the user on the server; the device forgets its token only once the server said so. */
export async function logOutEverywhere(): Promise<void> {
  await apiClient.POST('/api/auth/logout-all', {
    fallback: 'Impossible de vous déconnecter de tous les appareils. Réessayez.',
  });
  clearToken();
}
