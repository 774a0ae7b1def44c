import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api<{ message: string }>('/auth/reset-password', {
        method: 'POST',
        body,
        fallback: 'Erreur de réinitialisation',
      }),
  });
}
