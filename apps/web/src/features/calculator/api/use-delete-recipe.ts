import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { recipesKey } from './use-recipes.ts';

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/recipes/${id}`, {
        method: 'DELETE',
        fallback: 'Erreur suppression de la recette',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKey }),
  });
}
