import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuLink, MenuLinkBody } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

/** PUT /menu/admin/links/:id: the whole link (omitted flags would fall back to their defaults). */
export function useUpdateMenuLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MenuLinkBody }) =>
      api<{ message?: string; link: MenuLink }>(`/menu/admin/links/${id}`, {
        method: 'PUT',
        body,
        fallback: 'Erreur modification lien.',
      }),
    onSuccess: () => refreshMenuLinks(queryClient),
  });
}
