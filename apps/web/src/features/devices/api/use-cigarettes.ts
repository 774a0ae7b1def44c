import { useQuery } from '@tanstack/react-query';
import type { Cigarette } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { cigarettesKey } from './keys.ts';

/** GET /cigarettes: the user's devices. */
export function useCigarettes() {
  return useQuery({
    queryKey: cigarettesKey,
    queryFn: ({ signal }) => api<Cigarette[]>('/cigarettes', { fallback: 'Erreur load data', signal }),
  });
}
