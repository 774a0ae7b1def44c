import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Downloads the whole catalogue as aromes.csv (the API answers text/csv, not JSON). */
export function useExportAromes() {
  return useMutation({
    mutationFn: async () => {
      const csv = await apiClient.download('/api/aromes/export', {
        accept: 'text/csv',
        fallback: 'Erreur lors de l’export du catalogue',
      });
      const url = URL.createObjectURL(csv);
      const link = Object.assign(document.createElement('a'), { href: url, download: 'aromes.csv' });
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
