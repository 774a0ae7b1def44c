import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { recipesKey } from './use-recipes.ts';

export function useRenameRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      apiClient.PATCH('/api/recipes/{id}', {
        params: { path: { id: String(id) } },
        body: { name },
        fallback: 'Erreur renommage de la recette',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipesKey }),
  });
}
