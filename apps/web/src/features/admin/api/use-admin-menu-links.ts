import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const adminMenuLinksKey = ['admin', 'menu-links'] as const;

/** GET /menu/admin/links: every link, invisible ones too. */
export function useAdminMenuLinks() {
  return useQuery({
    queryKey: adminMenuLinksKey,
    queryFn: ({ signal }) =>
      apiClient.GET('/api/menu/admin/links', { fallback: 'Erreur chargement liens admin.', signal }),
  });
}

/** After any change: reload the admin list, and the burger menu's links (key ['menu','links']) at once. */
export function refreshMenuLinks(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminMenuLinksKey }),
    queryClient.invalidateQueries({ queryKey: ['menu', 'links'] }),
  ]);
}
