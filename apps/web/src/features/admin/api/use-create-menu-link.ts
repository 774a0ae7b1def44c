import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuLink, MenuLinkBody } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

export function useCreateMenuLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuLinkBody) =>
      api<{ message?: string; link: MenuLink }>('/menu/admin/links', {
        method: 'POST',
        body,
        fallback: 'Erreur création lien.',
      }),
    onSuccess: () => refreshMenuLinks(queryClient),
  });
}
