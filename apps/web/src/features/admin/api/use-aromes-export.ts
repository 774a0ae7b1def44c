import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { storedToken } from '../../../lib/auth-token.ts';

const FALLBACK = 'Erreur lors de l’export du catalogue';

/** Downloads the whole catalogue as aromes.csv (the API answers text/csv, not JSON). */
export function useExportAromes() {
  return useMutation({
    mutationFn: async () => {
      let response: Response;
      try {
        response = await fetch('/api/aromes/export', {
          headers: { Accept: 'text/csv', Authorization: `Bearer ${storedToken() ?? ''}` },
        });
      } catch {
        throw new ApiError(0, 'Connexion impossible. Vérifiez votre réseau et réessayez.');
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: unknown };
        throw new ApiError(response.status, typeof body.message === 'string' ? body.message : FALLBACK);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: 'aromes.csv' });
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
