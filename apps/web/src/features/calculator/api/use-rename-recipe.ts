import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recipe } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { recipesKey } from './use-recipes.ts';

export function useRenameRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api<{ message: string; recipe: Recipe }>(`/recipes/${id}`, {
        method: 'PATCH',
        body: { name },
        fallback: 'Erreur renommage de la recette',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKey }),
  });
}
