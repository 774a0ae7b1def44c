import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupNowResponse } from '@vapolib/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const backupsKey = ['admin', 'backups'] as const;

/** GET /backups: the last success and failure, and the files with their sizes. */
export function useBackups() {
  return useQuery({
    queryKey: backupsKey,
    queryFn: ({ signal }) =>
      apiClient.GET('/api/backups', { fallback: 'Impossible de charger les sauvegardes', signal }),
  });
}

/** POST /backups: a backup now; the answer (success or failure, and the new list) replaces the screen's data. */
export function useBackupNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<BackupNowResponse> =>
      apiClient.POST('/api/backups', { fallback: 'La sauvegarde a échoué' }),
    onSuccess: ({ ok: _ok, info: _info, ...overview }) => queryClient.setQueryData(backupsKey, overview),
  });
}

/** Downloads one backup under its own name (the API sends it with the admin's token, so not through a link). */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: async (name: string) => {
      const file = await apiClient.download('/api/backups/{name}', {
        params: { path: { name } },
        accept: 'application/gzip',
        fallback: 'Téléchargement impossible',
      });
      const url = URL.createObjectURL(file);
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
