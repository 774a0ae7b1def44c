import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Downloads everything Vapolib holds about the user as a JSON file. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await apiClient.GET('/api/auth/me/export', { fallback: "Erreur lors de l'export" });
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: 'vapolib-mes-donnees.json',
      });
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
