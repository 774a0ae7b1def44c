import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuLinkBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

/** PUT /menu/admin/links/:id: the whole link (omitted flags would fall back to their defaults). */
export function useUpdateMenuLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MenuLinkBody }) =>
      apiClient.PUT('/api/menu/admin/links/{id}', {
        params: { path: { id: String(id) } },
        body,
        fallback: 'Erreur modification lien.',
      }),
    onSuccess: () => refreshMenuLinks(queryClient),
  });
}
