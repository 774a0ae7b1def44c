import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      api<{ message: string; id: number }>('/auth/register', {
        method: 'POST',
        body,
        fallback: "Erreur d'inscription",
      }),
  });
}
