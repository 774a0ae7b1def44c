import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { useSession } from './auth-token.ts';

export const currentUserKey = ['auth', 'me'] as const;

/** GET /auth/me of the signed-in user (none without a session). */
export const currentUserQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...currentUserKey, userId],
    queryFn: ({ signal }) =>
      apiClient.GET('/api/auth/me', { fallback: 'Erreur chargement du profil', signal }),
    enabled: userId !== undefined,
  });

/** GET /auth/me, shared by the header, the home greeting and the profile. */
export function useCurrentUser() {
  return useQuery(currentUserQuery(useSession()?.userId));
}
