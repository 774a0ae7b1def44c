import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

/** PATCH …/toggle-visibility: Visible ⇄ Invisible (the `isVisible` flag). */
export function useToggleMenuLinkVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.PATCH('/api/menu/admin/links/{id}/toggle-visibility', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur toggle visibilité.',
      }),
    onSuccess: () => refreshMenuLinks(queryClient),
  });
}
