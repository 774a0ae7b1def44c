import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { cigarettesKey } from '../../../lib/queries/device-keys.ts';

/** POST /cigarettes {modele}. */
export function useAddCigarette() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modele: string) =>
      apiClient.POST('/api/cigarettes', {
        body: { modele },
        fallback: 'Erreur ajout cigarette',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cigarettesKey }),
  });
}
