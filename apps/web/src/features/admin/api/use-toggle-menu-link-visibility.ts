import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuLink } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

/** PATCH …/toggle-visibility: Visible ⇄ Invisible (the `isVisible` flag). */
export function useToggleMenuLinkVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message?: string; link?: MenuLink }>(`/menu/admin/links/${id}/toggle-visibility`, {
        method: 'PATCH',
        fallback: 'Erreur toggle visibilité.',
      }),
    onSuccess: () => refreshMenuLinks(queryClient),
  });
}
