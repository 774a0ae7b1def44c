import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

export const clockKey = ['compteur'] as const;

/** GET /compteur (the coach's screens, /home's card and /profil): the last cigarette (null when not given) and the last slip. */
export const clockQuery = queryOptions({
  queryKey: clockKey,
  queryFn: ({ signal }) =>
    apiClient.GET('/api/compteur', { fallback: 'Votre compteur n’a pas pu être chargé.', signal }),
});

export function useClock() {
  return useQuery(clockQuery);
}
