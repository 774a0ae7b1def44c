import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

/** PATCH …/toggle-status: Actif ⇄ Désactivé (the `disabled` flag). */
export function useToggleMenuLinkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.PATCH('/api/menu/admin/links/{id}/toggle-status', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur toggle status.',
      }),
    onSuccess: () => refreshMenuLinks(queryClient),
  });
}
