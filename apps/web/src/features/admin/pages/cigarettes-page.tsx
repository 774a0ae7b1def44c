import type { AdminCigarette } from '@vapolib/contracts';
import { timings } from '@vapolib/domain';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAdminDevices } from '../api/use-admin-devices.ts';
import { useAdminDeleteDevice } from '../api/use-admin-devices-delete.ts';
import { DevicesList } from '../components/devices-list.tsx';
import { ownerLabel } from '../components/owner-name.tsx';

export default function CigarettesPage() {
  useDocumentMeta(
    'Admin · Cigarettes',
    'Administration de Vapolib : les cigarettes de tous les utilisateurs.',
  );
  const devices = useAdminDevices();
  const remove = useAdminDeleteDevice();
  const feedback = useTimedMessage(timings.messageClearMs);
  const [deleting, setDeleting] = useState<AdminCigarette | null>(null);
  const count = devices.data?.length ?? 0;

  const onConfirmDelete = () => {
    if (!deleting) return;
    feedback.clear();
    remove.mutate(deleting._id, {
      onSuccess: (result) => feedback.show('success', result.message),
      onError: (error) => feedback.show('error', error.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Cigarettes</h1>
        {devices.data && (
          <p className="text-slate-700">
            {count} cigarette{count > 1 ? 's' : ''}
          </p>
        )}
      </div>
      <Banner message={feedback.message} />
      <ListState
        query={devices}
        loadingLabel="Chargement des cigarettes…"
        isEmpty={count === 0}
        emptyText="Aucune cigarette trouvé"
      >
        <DevicesList
          devices={devices.data ?? []}
          busy={remove.isPending}
          onDelete={(device) => {
            feedback.clear();
            setDeleting(device);
          }}
        />
      </ListState>
      <ConfirmDialog
        open={deleting !== null}
        title="Confirmation de suppression"
        text={`Supprimer la cigarette « ${deleting?.modele ?? ''} » de ${deleting ? ownerLabel(deleting.owner) : ''} ? Ses résistances seront aussi supprimées. Cette action est irréversible.`}
        confirmLabel="Supprimer"
        danger
        busy={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
