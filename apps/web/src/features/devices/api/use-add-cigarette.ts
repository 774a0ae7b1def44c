import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiClient } from '../../../lib/api-client.ts';
import { cigarettesKey } from '../../../lib/queries/device-keys.ts';

/** POST /cigarettes {modele, kind}. */
export function useAddCigarette() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'post', '/api/cigarettes'>) =>
      apiClient.POST('/api/cigarettes', {
        body,
        fallback: 'Erreur ajout cigarette',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cigarettesKey }),
  });
}
