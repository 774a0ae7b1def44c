import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

export function useDeleteMenuLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message?: string }>(`/menu/admin/links/${id}`, {
        method: 'DELETE',
        fallback: 'Erreur suppression lien.',
      }),
    onSuccess: () => refreshMenuLinks(queryClient),
  });
}
