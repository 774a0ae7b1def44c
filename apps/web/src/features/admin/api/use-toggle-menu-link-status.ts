import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuLink } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

/** PATCH …/toggle-status: Actif ⇄ Désactivé (the `disabled` flag). */
export function useToggleMenuLinkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message?: string; link?: MenuLink }>(`/menu/admin/links/${id}/toggle-status`, {
        method: 'PATCH',
        fallback: 'Erreur toggle status.',
      }),
    onSuccess: () => refreshMenuLinks(queryClient),
  });
}
