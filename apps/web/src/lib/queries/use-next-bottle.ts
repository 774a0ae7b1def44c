import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { stashKey } from './use-stash.ts';

// Under the stash's key: a batch recorded or a bottle changed (which refresh « Mon stock ») refresh them too.
export const nextBottleKey = [...stashKey, 'prochain-flacon'] as const;
export const shoppingListKey = [...stashKey, 'courses'] as const;

/** GET /stock/prochain-flacon: asked again on each visit, the plan may have moved since. */
export function useNextBottle() {
  return useQuery({
    queryKey: nextBottleKey,
    queryFn: ({ signal }) =>
      apiClient.GET('/api/stock/prochain-flacon', {
        fallback: 'Erreur chargement du prochain flacon',
        signal,
      }),
    staleTime: 0,
  });
}

/** GET /stock/courses: what the next bottles need, minus the shelf. */
export function useShoppingList() {
  return useQuery({
    queryKey: shoppingListKey,
    queryFn: ({ signal }) =>
      apiClient.GET('/api/stock/courses', { fallback: 'Erreur chargement de la liste de courses', signal }),
    staleTime: 0,
  });
}
