import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateResistanceBody, Resistance } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { coilsKey } from './keys.ts';

/** POST /resistance {cigId, dateInstallation, duree, notifie}. */
export function useAddCoil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateResistanceBody) =>
      api<{ message: string; resistance: Resistance }>('/resistance', {
        method: 'POST',
        body,
        fallback: 'Erreur ajout résistance',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coilsKey }),
  });
}
