import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { useSession } from './auth-token.ts';

export const currentUserKey = ['auth', 'me'] as const;

/** GET /auth/me, shared by the header, the home greeting and the profile. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery({
    queryKey: [...currentUserKey, session?.userId],
    queryFn: ({ signal }) =>
      apiClient.GET('/api/auth/me', { fallback: 'Erreur chargement du profil', signal }),
    enabled: Boolean(session),
  });
}
