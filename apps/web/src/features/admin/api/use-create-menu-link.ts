import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuLinkBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshMenuLinks } from './use-admin-menu-links.ts';

export function useCreateMenuLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuLinkBody) =>
      apiClient.POST('/api/menu/admin/links', { body, fallback: 'Erreur création lien.' }),
    onSuccess: () => refreshMenuLinks(queryClient),
  });
}
