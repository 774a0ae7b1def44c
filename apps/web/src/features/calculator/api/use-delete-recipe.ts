import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { recipesKey } from './use-recipes.ts';

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.DELETE('/api/recipes/{id}', {
        params: { path: { id: String(id) } },
        fallback: 'Erreur suppression de la recette',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKey }),
  });
}
