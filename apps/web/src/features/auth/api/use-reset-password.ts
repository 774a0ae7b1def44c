import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiClient.POST('/api/auth/reset-password', { body, fallback: 'Erreur de réinitialisation' }),
  });
}
