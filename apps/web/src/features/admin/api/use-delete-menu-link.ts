import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

export function useDeleteMenuLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/menu/admin/links/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur suppression lien.',
      }),
    onSuccess: () => refreshMenuLinks(queryClient),
  });
}
