import { useQuery } from '@tanstack/react-query';
import type { Resistance } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { coilsKey } from './keys.ts';

/** GET /resistance: the user's coils, each with its device's model. */
export function useCoils() {
  return useQuery({
    queryKey: coilsKey,
    queryFn: ({ signal }) => api<Resistance[]>('/resistance', { fallback: 'Erreur load data', signal }),
  });
}
