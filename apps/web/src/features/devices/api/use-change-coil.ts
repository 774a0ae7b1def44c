import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IsoDay } from '@vapolib/domain';
import { api } from '../../../lib/api-client.ts';
import { coilsKey } from './keys.ts';

/** "Changer": PUT /resistance/:id with today's date; the reminder is armed again. */
export function useChangeCoil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, today }: { id: number; today: IsoDay }) =>
      api<{ message: string }>(`/resistance/${id}`, {
        method: 'PUT',
        body: { dateInstallation: today, alreadyNotified: false },
        fallback: 'Erreur maj résistance',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coilsKey }),
  });
}
