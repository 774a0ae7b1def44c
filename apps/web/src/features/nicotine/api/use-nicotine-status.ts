import { useQuery } from '@tanstack/react-query';
import type { NicotineStatus } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export const nicotineStatusKey = ['nicotine', 'status'] as const;

/** GET /nicotine/status, null when there is no plan yet (asked as `noPlan=null`: no 404 in the console). */
export function useNicotineStatus() {
  return useQuery({
    queryKey: nicotineStatusKey,
    queryFn: ({ signal }) =>
      api<NicotineStatus | null>('/nicotine/status?noPlan=null', {
        fallback: 'Erreur statut nicotine',
        errorField: 'error',
        signal,
      }),
  });
}
