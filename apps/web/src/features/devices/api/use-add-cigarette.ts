import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cigarette } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { cigarettesKey } from './keys.ts';

/** POST /cigarettes {modele}. */
export function useAddCigarette() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modele: string) =>
      api<{ message: string; cigarette: Cigarette }>('/cigarettes', {
        method: 'POST',
        body: { modele },
        fallback: 'Erreur ajout cigarette',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cigarettesKey }),
  });
}
