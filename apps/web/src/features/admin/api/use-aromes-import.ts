import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AromeImportReport } from '@vapolib/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { storedToken } from '../../../lib/auth-token.ts';

const FALLBACK = 'Erreur lors de l’import du fichier';

/** Sends a CSV file (brand,name[,image_url]) as text/csv; the report says what was added, skipped or refused. */
export function useImportAromes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<AromeImportReport> => {
      const csv = await file.text();
      let response: Response;
      try {
        response = await fetch('/api/aromes/import', {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'text/csv',
            Authorization: `Bearer ${storedToken() ?? ''}`,
          },
          body: csv,
        });
      } catch {
        throw new ApiError(0, 'Connexion impossible. Vérifiez votre réseau et réessayez.');
      }
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) {
        throw new ApiError(
          response.status,
          typeof body.message === 'string' && body.message ? body.message : FALLBACK,
          body,
        );
      }
      return body as unknown as AromeImportReport;
    },
    onSuccess: () =>
      Promise.all([
        // The table and the dashboard counts.
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['aromes'] }),
      ]),
  });
}
