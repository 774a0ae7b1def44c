import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api<LoginResponse>('/auth/login', { method: 'POST', body, fallback: 'Erreur de connexion' }),
  });
}
