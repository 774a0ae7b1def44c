import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Sends a CSV file (brand,name[,image_url]) as text/csv; the report says what was added, skipped or refused. */
export function useImportAromes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      apiClient.postText('/api/aromes/import', {
        contentType: 'text/csv',
        body: await file.text(),
        fallback: 'Erreur lors de l’import du fichier',
      }),
    onSuccess: () =>
      Promise.all([
        // The table and the dashboard counts.
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['aromes'] }),
      ]),
  });
}
