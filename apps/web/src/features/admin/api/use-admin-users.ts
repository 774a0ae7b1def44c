import { useQuery } from '@tanstack/react-query';
import type { User } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export const adminUsersKey = ['admin', 'users'] as const;

/** GET /auth/users: every account, for the admin table. */
export function useAdminUsers() {
  return useQuery({
    queryKey: adminUsersKey,
    queryFn: ({ signal }) => api<User[]>('/auth/users', { fallback: 'Erreur fetch users', signal }),
  });
}
