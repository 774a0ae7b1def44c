import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      apiClient.POST('/api/auth/login', { body, fallback: 'Erreur de connexion' }),
  });
}
