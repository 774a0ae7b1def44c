import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth-token.ts';

export const recipesKey = ['recipes'] as const;

/** GET /recipes: the signed-in user's saved calculator recipes. */
export function useRecipes() {
  const session = useSession();
  return useQuery({
    queryKey: [...recipesKey, session?.userId],
    queryFn: ({ signal }) =>
      apiClient.GET('/api/recipes', { fallback: 'Erreur chargement des recettes', signal }),
    enabled: Boolean(session),
  });
}
