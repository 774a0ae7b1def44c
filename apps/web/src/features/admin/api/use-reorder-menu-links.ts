import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuLink } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

/** Saves new `order` values, one PUT /menu/admin/links/:id per moved link (two for a swap). */
export function useReorderMenuLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (moved: MenuLink[]) => {
      let answer: { message?: string } = {};
      for (const { id, label, path, order } of moved) {
        // Only the order changes: the icon and the two toggles are kept as the server has them.
        answer = await api<{ message?: string }>(`/menu/admin/links/${id}`, {
          method: 'PUT',
          body: { label, path, order },
          fallback: 'Erreur modification lien.',
        });
      }
      return answer;
    },
    // A failure half-way leaves some links moved: reload either way.
    onSettled: () => refreshMenuLinks(queryClient),
  });
}
