import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuLink } from '@vapolib/contracts';
import { type ApiAnswer, apiClient } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

/** Saves new `order` values, one PUT /menu/admin/links/:id per moved link (two for a swap). */
export function useReorderMenuLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (moved: MenuLink[]) => {
      let answer: ApiAnswer<'put', '/api/menu/admin/links/{id}'> | undefined;
      for (const { id, label, path, order } of moved) {
        // Only the order changes: the icon and the two toggles are kept as the server has them.
        answer = await apiClient.PUT('/api/menu/admin/links/{id}', {
          params: { path: { id: String(id) } },
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
