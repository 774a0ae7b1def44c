import { useQuery } from '@tanstack/react-query';
import type { NicotineStatus } from '@vapolib/contracts';
import { ApiError, api } from '../../../lib/api-client.ts';

export const nicotineStatusKey = ['nicotine', 'status'] as const;

/** GET /nicotine/status; a 404 means "no plan yet" and is silent (null). */
export function useNicotineStatus() {
  return useQuery({
    queryKey: nicotineStatusKey,
    queryFn: async ({ signal }) => {
      try {
        return await api<NicotineStatus>('/nicotine/status', {
          fallback: 'Erreur statut nicotine',
          errorField: 'error',
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
