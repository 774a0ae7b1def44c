import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRecipeBody } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { recipesKey } from './use-recipes.ts';

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecipeBody) =>
      apiClient.POST('/api/recipes', { body, fallback: 'Erreur enregistrement de la recette' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKey }),
  });
}
