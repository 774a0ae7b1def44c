import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const adminUsersKey = ['admin', 'users'] as const;

/** GET /auth/users: every account, for the admin table. */
export function useAdminUsers() {
  return useQuery({
    queryKey: adminUsersKey,
    queryFn: ({ signal }) => apiClient.GET('/api/auth/users', { fallback: 'Erreur fetch users', signal }),
  });
}
