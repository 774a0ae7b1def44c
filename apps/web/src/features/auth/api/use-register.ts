import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiClient.POST('/api/auth/register', { body, fallback: "Erreur d'inscription" }),
  });
}
