import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const menuLinksKey = ['menu', 'links'] as const;

export function useMenuLinks(enabled: boolean) {
  return useQuery({
    queryKey: menuLinksKey,
    queryFn: ({ signal }) =>
      apiClient.GET('/api/menu/links', { fallback: 'Erreur chargement liens publics.', signal }),
    enabled,
  });
}
