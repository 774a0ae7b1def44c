import { useQuery } from '@tanstack/react-query';
import type { Resistance } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export function useCoils() {
  return useQuery({
    queryKey: ['resistance', 'list'],
    queryFn: ({ signal }) => api<Resistance[]>('/resistance', { fallback: 'Erreur load data', signal }),
  });
}
