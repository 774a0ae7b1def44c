import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRecipeBody, Recipe } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';
import { recipesKey } from './use-recipes.ts';

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecipeBody) =>
      api<{ message: string; recipe: Recipe }>('/recipes', {
        method: 'POST',
        body,
        fallback: 'Erreur enregistrement de la recette',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKey }),
  });
}
