import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiClient } from '../../../lib/api-client.ts';
import { coilsKey } from '../../../lib/queries/device-keys.ts';

/** POST /resistance {cigId, dateInstallation, duree, notifie}: the body as the contract types it. */
export function useAddCoil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'post', '/api/resistance'>) =>
      apiClient.POST('/api/resistance', { body, fallback: 'Erreur ajout résistance' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coilsKey }),
  });
}
