import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { cigarettesKey } from '../../../lib/queries/device-keys.ts';

/** GET /cigarettes: the user's devices. */
export function useCigarettes() {
  return useQuery({
    queryKey: cigarettesKey,
    queryFn: ({ signal }) => apiClient.GET('/api/cigarettes', { fallback: 'Erreur load data', signal }),
  });
}
