import { useQuery } from '@tanstack/react-query';
import type { MenuLink } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

export const menuLinksKey = ['menu', 'links'] as const;

export function useMenuLinks(enabled: boolean) {
  return useQuery({
    queryKey: menuLinksKey,
    queryFn: ({ signal }) =>
      api<MenuLink[]>('/menu/links', { fallback: 'Erreur chargement liens publics.', signal }),
    enabled,
  });
}
