import type { AdminResistance } from '@vapolib/contracts';
import { dayIn, timings } from '@vapolib/domain';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAdminCoils } from '../api/use-admin-coils.ts';
import { useAdminDeleteCoil } from '../api/use-admin-coils-delete.ts';
import { CoilsList } from '../components/coils-list.tsx';
import { ownerLabel } from '../components/owner-name.tsx';

export default function ResistancesPage() {
  useDocumentMeta(
    'Admin · Résistances',
    'Administration de Vapolib : les résistances de tous les utilisateurs.',
  );
  const coils = useAdminCoils();
  const remove = useAdminDeleteCoil();
  const feedback = useTimedMessage(timings.messageClearMs);
  const [deleting, setDeleting] = useState<AdminResistance | null>(null);
  const count = coils.data?.length ?? 0;

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
        <h1 className="text-2xl font-bold text-slate-900">Résistances</h1>
        {coils.data && (
          <p className="text-slate-700">
            {count} résistance{count > 1 ? 's' : ''}
          </p>
        )}
      </div>
      <Banner message={feedback.message} />
      <ListState
        query={coils}
        loadingLabel="Chargement des résistances…"
        isEmpty={count === 0}
        emptyText="Aucune résistance trouvée"
      >
        <CoilsList
          coils={coils.data ?? []}
          today={dayIn(new Date())}
          busy={remove.isPending}
          onDelete={(coil) => {
            feedback.clear();
            setDeleting(coil);
          }}
        />
      </ListState>
      <ConfirmDialog
        open={deleting !== null}
        title="Confirmation de suppression"
        text={`Supprimer la résistance « ${deleting?.cigId.modele ?? ''} » de ${deleting ? ownerLabel(deleting.owner) : ''} ? Cette action est irréversible.`}
        confirmLabel="Supprimer"
        danger
        busy={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
